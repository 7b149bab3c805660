import type { User } from '@curbside/contracts';
import { CHAT_SCROLL_BOTTOM_TOLERANCE_PX } from './limits.ts';
import { NEW_BOOKING_PATH, normalizePath } from './routes.ts';

// spec 001 §2 Assistant chat, §9 chat panel, 000 §3 features.ai (issue 18): which chats a user
// has, when a conversation starts afresh, and when the message list keeps to its bottom.

/** The assistant's chats: the booking chat (which books), the data chat (figures of the firm's rides) and the help chat. */
export type ChatKind = 'booking' | 'data' | 'help';

type AiFlags = User['features']['ai'];

/**
 * The chats a user has (000 §3 features.ai): the booking chat and the data chat by their flags
 * (the data chat only for a user who sees Reports, 000 §2: its figures are the firm's rides), and
 * the help chat with the panel.
 */
export function chatKindsFor(ai: AiFlags | null | undefined, seesReports = false): ChatKind[] {
  if (!ai || !hasAssistant(ai)) return [];
  return [
    ...(ai.enableBookingChat ? ['booking' as const] : []),
    ...(ai.enableDataChat && seesReports ? ['data' as const] : []),
    'help',
  ];
}

/** Whether the user sees the assistant at all: a user without the chat flags sees no chat. */
export function hasAssistant(ai: AiFlags | null | undefined): boolean {
  return Boolean(ai?.enableBookingChat || ai?.enableDataChat);
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
