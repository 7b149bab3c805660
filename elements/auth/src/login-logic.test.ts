import { describe, expect, it } from 'vitest';
import {
  classifyAddress, isValidEmail, modeFromPath, normalizeCode, parseMode, readConcurSignup, readSsoReturn,
  resolveMode, validateSignup, withoutSsoParams,
} from './login-logic.ts';
import { createSignupDraftStore } from './signup-draft.ts';

describe('classifyAddress', () => {
  it('treats text with an @ as an email', () => {
    expect(classifyAddress('ava.employee@acme.example')).toEqual({ kind: 'email', email: 'ava.employee@acme.example' });
    expect(classifyAddress('  ian@initech.example  ')).toEqual({ kind: 'email', email: 'ian@initech.example' });
  });

  it('treats anything else as a firm code', () => {
    expect(classifyAddress('globex')).toEqual({ kind: 'firmCode', firmCode: 'globex' });
    expect(classifyAddress(' ACME-HQ ')).toEqual({ kind: 'firmCode', firmCode: 'ACME-HQ' });
  });

  it("rejects a malformed email with the spec's message", () => {
    for (const bad of ['ava@', '@acme.example', 'ava@acme', 'ava@@acme.example', 'a b@acme.example', 'ava..x@acme.example']) {
      expect(classifyAddress(bad), bad).toEqual({ kind: 'invalid', error: 'Email is not valid' });
    }
  });

  it('asks for something when the box is empty', () => {
    expect(classifyAddress('   ')).toEqual({ kind: 'invalid', error: 'Required' });
  });
});

describe('isValidEmail', () => {
  it('accepts ordinary work addresses', () => {
    expect(isValidEmail('first.last+tag@sub.example.co.uk')).toBe(true);
    expect(isValidEmail("o'neil@acme.example")).toBe(true);
  });
  it('rejects addresses the API would reject', () => {
    expect(isValidEmail('.ava@acme.example')).toBe(false);
    expect(isValidEmail('ava@acme.c')).toBe(false);
  });
});

describe('SSO return parameters', () => {
  it('reads guid and sessionId when both are present', () => {
    expect(readSsoReturn('?guid=g-1&sessionId=s-2')).toEqual({ guid: 'g-1', sessionId: 's-2' });
  });
  it('ignores a half or empty return', () => {
    expect(readSsoReturn('?guid=g-1')).toBeNull();
    expect(readSsoReturn('?guid=&sessionId=s')).toBeNull();
    expect(readSsoReturn('')).toBeNull();
  });
  it('removes only those parameters from the URL', () => {
    expect(withoutSsoParams({ pathname: '/login', search: '?guid=g&sessionId=s', hash: '' })).toBe('/login');
    expect(withoutSsoParams({ pathname: '/login', search: '?a=1&guid=g&sessionId=s&b=2', hash: '#x' })).toBe('/login?a=1&b=2#x');
  });
});

describe('readConcurSignup', () => {
  const full = '?signupCode=c&username=u%40x.example&requestToken=t&userId=42';
  it('reads all four fields of the link', () => {
    expect(readConcurSignup(full)).toEqual({ signupCode: 'c', username: 'u@x.example', requestToken: 't', userId: '42' });
  });
  it('is null when any field is missing or empty', () => {
    expect(readConcurSignup('?signupCode=c&username=u&requestToken=t')).toBeNull();
    expect(readConcurSignup('?signupCode=c&username=&requestToken=t&userId=1')).toBeNull();
  });
});

describe('validateSignup', () => {
  it("needs both names ('Required') and a valid email", () => {
    expect(validateSignup({ firstName: ' ', lastName: '', email: 'nope' })).toEqual({
      firstName: 'Required', lastName: 'Required', email: 'Email is not valid',
    });
    expect(validateSignup({ firstName: 'Ava', lastName: 'Lee', email: '' })).toEqual({ email: 'Required' });
    expect(validateSignup({ firstName: 'Ava', lastName: 'Lee', email: 'ava@acme.example' })).toEqual({});
  });
});

describe('mode', () => {
  it('parses the attribute, defaulting to login', () => {
    expect(parseMode('signup')).toBe('signup');
    expect(parseMode(' Concur-Signup ')).toBe('concur-signup');
    expect(parseMode('other')).toBe('login');
    expect(parseMode(undefined)).toBe('login');
  });
  it('follows the page path when the attribute is absent', () => {
    expect(modeFromPath('/signup/')).toBe('signup');
    expect(modeFromPath('/concur-signup')).toBe('concur-signup');
    expect(modeFromPath('/elsewhere')).toBeNull();
    expect(resolveMode(null, '/signup')).toBe('signup');
    expect(resolveMode('login', '/signup')).toBe('login');
    expect(resolveMode(null, '/intranet/travel')).toBe('login');
  });
});

describe('normalizeCode', () => {
  it('drops spaces and dashes', () => {
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('123-456')).toBe('123456');
  });
});

describe('signup draft', () => {
  it('keeps what was typed until cleared', () => {
    const store = createSignupDraftStore();
    store.getState().set({ firstName: 'Ava' });
    store.getState().set({ email: 'ava@acme.example' });
    expect(store.getState()).toMatchObject({ firstName: 'Ava', lastName: '', email: 'ava@acme.example' });
    store.getState().clear();
    expect(store.getState()).toMatchObject({ firstName: '', lastName: '', email: '' });
  });
});
