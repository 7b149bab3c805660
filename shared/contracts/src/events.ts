import { z } from 'zod';
import { route } from './endpoint.ts';

/** Paths of the live event stream (000 §4, 001 §4). The event names are a fixed set. */
export const EVENT_STREAM_PATH = '/events';

/**
 * The stream's single-use ticket (issue 11): where the session cookie is not sent, a page asks for
 * one with its Authorization header and opens the stream with `?ticket=`, never with its token.
 * Ours, not a spec call: outside the endpoint table, like the stream itself.
 */
export const eventTicketEndpoint = route('POST /events/ticket', {
  summary: 'A single-use ticket (30 s) that opens the live event stream where the session cookie is not sent',
  response: z.object({ ticket: z.string() }),
});
export const LIVE_EVENT_NAMES = ['reservation-status', 'permission-changed', 'card-changed', 'broadcast-note', 'ping'] as const;
export const LiveEventNameSchema = z.enum(LIVE_EVENT_NAMES);
export type LiveEventName = z.infer<typeof LiveEventNameSchema>;
