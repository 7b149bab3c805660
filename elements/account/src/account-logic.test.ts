import { describe, expect, it } from 'vitest';
import {
  accountKeys, accountMode, accountUserId, cardExpiryLabel, frameOrigin, isAccountTabName, isSandboxKey, readSandboxMessage, resolveTab, sandboxFrameUrl,
} from './account-logic.ts';

describe('accountMode (registration and new-employee, anything else the Manage account dialog)', () => {
  it.each([
    ['registration', 'registration'], [' New-Employee ', 'new-employee'], ['account', 'account'], ['', 'account'],
    [undefined, 'account'], ['newEmployee', 'account'],
  ] as const)('reads %j as %s', (attribute, mode) => {
    expect(accountMode(attribute)).toBe(mode);
  });
});

describe('accountKeys', () => {
  it('keeps the firm cards apart from every user\'s cards', () => {
    expect(accountKeys.firmCards()).not.toEqual(accountKeys.cards(1));
    expect(accountKeys.cards(1).slice(0, 2)).not.toEqual(accountKeys.firmCards().slice(0, 2));
  });
});

describe('resolveTab', () => {
  const visible = ['contact', 'addresses', 'cards', 'bookers', 'preferences'];
  it('shows the requested tab when the viewer may see it', () => {
    expect(resolveTab('cards', visible)).toBe('cards');
  });
  it('falls back to the first tab for an unknown or hidden one', () => {
    expect(resolveTab('onBehalf', visible)).toBe('contact');
    expect(resolveTab('', visible)).toBe('contact');
    expect(resolveTab(undefined, visible)).toBe('contact');
  });
  it('has nothing to show without tabs', () => {
    expect(resolveTab('cards', [])).toBeNull();
  });
  it('knows the tab names of the contract', () => {
    expect(isAccountTabName('onBehalf')).toBe(true);
    expect(isAccountTabName('billing')).toBe(false);
  });
});

describe('accountUserId', () => {
  it('takes the user-id attribute, else the signed-in user', () => {
    expect(accountUserId(42, 7)).toBe(42);
    expect(accountUserId(undefined, 7)).toBe(7);
    expect(accountUserId(0, 7)).toBe(7);
    expect(accountUserId(Number.NaN, 7)).toBe(7);
    expect(accountUserId(undefined, undefined)).toBeNull();
  });
});

describe('sandbox card frame', () => {
  it('tells a sandbox key from a real one', () => {
    expect(isSandboxKey('pk_sandbox_123')).toBe(true);
    expect(isSandboxKey('pk_test_123')).toBe(false);
  });
  it('builds the frame URL under api-base with the theme and billing system', () => {
    const url = sandboxFrameUrl('https://api.example/', { clientSecret: 'seti_1_secret', theme: 'dark', billing: 'FN', parentOrigin: 'https://portal.example' });
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://api.example/payments/sandbox/card-frame');
    expect(parsed.searchParams.get('clientSecret')).toBe('seti_1_secret');
    expect(parsed.searchParams.get('theme')).toBe('dark');
    expect(parsed.searchParams.get('billing')).toBe('FN');
    expect(parsed.searchParams.get('billingSystem')).toBe('FN');
    expect(parsed.searchParams.get('parentOrigin')).toBe('https://portal.example');
    expect(sandboxFrameUrl('', { clientSecret: 's', theme: 'light', billing: null })).toBe('/payments/sandbox/card-frame?clientSecret=s&theme=light');
    expect(frameOrigin('/payments/sandbox/card-frame?x=1', 'http://localhost:8080/new-booking')).toBe('http://localhost:8080');
  });
  it('reads the frame messages', () => {
    expect(readSandboxMessage({ type: 'curb-sandbox-height', height: 212.4 })).toEqual({ kind: 'height', height: 213 });
    expect(readSandboxMessage({ type: 'curb-sandbox-result', setupIntentId: 'seti_1', status: 'succeeded' })).toEqual({ kind: 'succeeded', setupIntentId: 'seti_1' });
    expect(readSandboxMessage({ type: 'curb-sandbox-result', error: { message: 'Your card was declined.' } })).toEqual({ kind: 'failed', message: 'Your card was declined.' });
    expect(readSandboxMessage({ type: 'curb-sandbox-result', error: {} })).toEqual({ kind: 'failed', message: null });
    expect(readSandboxMessage({ type: 'curb-sandbox-result', status: 'requires_action' })).toEqual({ kind: 'failed', message: null });
    expect(readSandboxMessage({ type: 'curb-sandbox-ready' })).toBeNull();
    expect(readSandboxMessage('hello')).toBeNull();
    expect(readSandboxMessage({ type: 'curb-sandbox-height', height: -1 })).toBeNull();
  });
});

describe('cardExpiryLabel', () => {
  it('shows MM/YY of an ISO date', () => {
    expect(cardExpiryLabel('2029-12-31')).toBe('12/29');
    expect(cardExpiryLabel('2029-03-31T23:59:59Z')).toBe('03/29');
    expect(cardExpiryLabel('soon')).toBe('soon');
  });
});
