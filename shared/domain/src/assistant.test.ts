import { describe, expect, it } from 'vitest';
import { chatKindsFor, crossesNewBooking, hasAssistant, keepsToBottom } from './assistant.ts';

const flags = (booking: boolean, data: boolean, voice = false) => ({ enableBookingChat: booking, enableDataChat: data, enableBookingVoiceChat: voice });

describe('the assistant (001 §2, §9; 000 §3 features.ai)', () => {
  it.each([
    [flags(true, false), ['booking', 'help']],
    [flags(false, true), ['help']],
    [flags(true, true), ['booking', 'help']],
    [flags(false, false), []],
    [flags(false, false, true), []],
    [null, []],
  ])('a user with %j has the chats %j', (ai, kinds) => {
    expect(chatKindsFor(ai)).toEqual(kinds);
    expect(hasAssistant(ai)).toBe(kinds.length > 0);
  });

  it('gives the data chat to a user with its flag who sees Reports', () => {
    expect(chatKindsFor(flags(true, true), true)).toEqual(['booking', 'data', 'help']);
    expect(chatKindsFor(flags(false, true), true)).toEqual(['data', 'help']);
    expect(chatKindsFor(flags(true, false), true)).toEqual(['booking', 'help']);
  });

  it.each([
    ['/manage-bookings', '/new-booking', true],
    ['/new-booking', '/receipts', true],
    ['/new-booking/', '/new-booking', false],
    ['/receipts', '/reports', false],
  ])('moving from %s to %s resets the conversation: %s', (from, to, resets) => {
    expect(crossesNewBooking(from, to)).toBe(resets);
  });

  it('keeps to the newest message unless the user scrolled up more than 20 px', () => {
    expect(keepsToBottom({ scrollHeight: 1000, clientHeight: 600, scrollTop: 400 })).toBe(true);
    expect(keepsToBottom({ scrollHeight: 1000, clientHeight: 600, scrollTop: 380 })).toBe(true);
    expect(keepsToBottom({ scrollHeight: 1000, clientHeight: 600, scrollTop: 379 })).toBe(false);
  });
});
