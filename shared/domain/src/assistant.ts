import type { User } from '@curbside/contracts';
import { CHAT_SCROLL_BOTTOM_TOLERANCE_PX } from './limits.ts';
import { NEW_BOOKING_PATH, normalizePath } from './routes.ts';

// spec 001 §2 Assistant chat, §9 chat panel, 000 §3 features.ai (issue 18): which chats a user
// has, when a conversation starts afresh, and when the message list keeps to its bottom.

/**
 * The assistant's chats: the booking chat (which books), the data chat (figures of the firm's
 * rides), the voice booking (the booking chat spoken, in an embedded frame) and the help chat.
 */
export type ChatKind = 'booking' | 'data' | 'voice' | 'help';

type AiFlags = User['features']['ai'];

/**
 * The chats a user has (000 §3 features.ai): the booking chat and the data chat by their flags
 * (the data chat only for a user who sees Reports, 000 §2: its figures are the firm's rides), the
 * voice booking by its flag and only on /new-booking (001 §2), and the help chat with the panel.
 */
export function chatKindsFor(ai: AiFlags | null | undefined, seesReports = false, path = ''): ChatKind[] {
  if (!ai || !hasAssistant(ai, path)) return [];
  return [
    ...(ai.enableBookingChat ? ['booking' as const] : []),
    ...(ai.enableDataChat && seesReports ? ['data' as const] : []),
    ...(hasVoiceBooking(ai, path) ? ['voice' as const] : []),
    'help',
  ];
}

/** 001 §2: 'Voice chat is available only on /new-booking', to a user with its flag. */
export function hasVoiceBooking(ai: AiFlags | null | undefined, path: string): boolean {
  return Boolean(ai?.enableBookingVoiceChat) && normalizePath(path) === NEW_BOOKING_PATH;
}

/** Whether the user sees the assistant at all (on `path`): a user without the chat flags sees no chat. */
export function hasAssistant(ai: AiFlags | null | undefined, path = ''): boolean {
  return Boolean(ai?.enableBookingChat || ai?.enableDataChat) || hasVoiceBooking(ai, path);
}

/** 001 §2: 'Moving to or from /new-booking resets it.' */
export function crossesNewBooking(previousPath: string, nextPath: string): boolean {
  const wasThere = normalizePath(previousPath) === NEW_BOOKING_PATH;
  const isThere = normalizePath(nextPath) === NEW_BOOKING_PATH;
  return wasThere !== isThere;
}

/** 001 §9: the list scrolls to a new message unless the user scrolled up more than 20 px. */
export function keepsToBottom(list: { scrollHeight: number; scrollTop: number; clientHeight: number }): boolean {
  return list.scrollHeight - list.scrollTop - list.clientHeight <= CHAT_SCROLL_BOTTOM_TOLERANCE_PX;
}

/** The voice booking's agent settings (001 §2 'configured with agent settings and the firm code'). */
export interface VoiceAgentConfig {
  /** The language it listens and speaks in (BCP 47). */
  language: string;
  /** The voice it speaks with: a speech synthesis voice name, or '' for the browser's voice of that language. */
  voice: string;
  /** The firm the frame books for; it refuses to run for a user of another firm. */
  firmCode: string;
}

/** The page of the voice booking frame, served from the portal build. */
export const VOICE_FRAME_PATH = '/voice/';

/** The message the frame posts to the page when the conversation is complete. */
export const VOICE_BOOKED_MESSAGE = 'curb-voice-booked';

/** The agent's language by the user's country (English everywhere the booking chat reads; en-US otherwise). */
const VOICE_LANGUAGES: Record<string, string> = { US: 'en-US', GB: 'en-GB', CA: 'en-CA', AU: 'en-AU', IE: 'en-IE', IN: 'en-IN' };

/** The agent settings for a user of `firmCode` from `countryCode`. */
export function voiceAgentConfig(firmCode: string, countryCode: string | null | undefined, voice = ''): VoiceAgentConfig {
  return { language: VOICE_LANGUAGES[countryCode ?? ''] ?? 'en-US', voice, firmCode };
}

/** The frame's address with its settings in the query. */
export function voiceFrameUrl(config: VoiceAgentConfig): string {
  const query = new URLSearchParams({ language: config.language, voice: config.voice, firm: config.firmCode });
  return `${VOICE_FRAME_PATH}?${query.toString()}`;
}

/** The frame's settings read back from its address (null without a firm code). */
export function readVoiceFrameUrl(search: string): VoiceAgentConfig | null {
  const query = new URLSearchParams(search);
  const firmCode = query.get('firm')?.trim() ?? '';
  if (!firmCode) return null;
  const language = query.get('language')?.trim() || 'en-US';
  return { language: /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(language) ? language : 'en-US', voice: query.get('voice')?.trim() ?? '', firmCode };
}

/** The synthesis voice to speak with: the one named, else the first of the language, else of its base language, else none (the browser's default). */
export function pickVoice<V extends { name: string; lang: string }>(voices: readonly V[], config: Pick<VoiceAgentConfig, 'language' | 'voice'>): V | null {
  const named = config.voice ? voices.find((v) => v.name === config.voice) : undefined;
  if (named) return named;
  const lang = config.language.toLowerCase();
  const base = lang.split('-')[0] ?? lang;
  return voices.find((v) => v.lang.toLowerCase() === lang)
    ?? voices.find((v) => v.lang.toLowerCase().split(/[-_]/)[0] === base)
    ?? null;
}
