import { describe, expect, it } from 'vitest';
import { chatKindsFor, crossesNewBooking, hasAssistant, keepsToBottom, pickVoice, readVoiceFrameUrl, voiceAgentConfig, voiceFrameUrl } from './assistant.ts';

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

  it.each([
    [flags(true, false, true), '/new-booking', ['booking', 'voice', 'help']],
    [flags(true, false, true), '/new-booking/', ['booking', 'voice', 'help']],
    [flags(true, false, true), '/manage-bookings', ['booking', 'help']],
    [flags(true, false, false), '/new-booking', ['booking', 'help']],
    [flags(false, false, true), '/new-booking', ['voice', 'help']],
    [flags(false, false, true), '/receipts', []],
  ])('voice booking (001 §2: by its flag, only on /new-booking): %j on %s has %j', (ai, path, kinds) => {
    expect(chatKindsFor(ai, false, path)).toEqual(kinds);
    expect(hasAssistant(ai, path)).toBe(kinds.length > 0);
  });

  it('configures the voice frame with the agent settings and the firm code, and reads them back', () => {
    const config = voiceAgentConfig('acme', 'GB', 'Daniel');
    expect(config).toEqual({ language: 'en-GB', voice: 'Daniel', firmCode: 'acme' });
    expect(voiceFrameUrl(config)).toBe('/voice/?language=en-GB&voice=Daniel&firm=acme');
    expect(readVoiceFrameUrl('?language=en-GB&voice=Daniel&firm=acme')).toEqual(config);
    expect(voiceAgentConfig('acme', null)).toEqual({ language: 'en-US', voice: '', firmCode: 'acme' });
    expect(readVoiceFrameUrl('?language=en-US&voice=')).toBeNull();
    expect(readVoiceFrameUrl('?language=<script>&firm=acme')?.language).toBe('en-US');
  });

  it.each([
    [{ language: 'en-GB', voice: 'Daniel' }, 'Daniel'],
    [{ language: 'en-GB', voice: '' }, 'Kate'],
    [{ language: 'en-AU', voice: '' }, 'Samantha'],
    [{ language: 'fr-FR', voice: 'Nobody' }, null],
  ])('speaks with %j: %s', (config, name) => {
    const voices = [{ name: 'Samantha', lang: 'en-US' }, { name: 'Kate', lang: 'en-GB' }, { name: 'Daniel', lang: 'en-GB' }];
    expect(pickVoice(voices, config)?.name ?? null).toBe(name);
  });
});
