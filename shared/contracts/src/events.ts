import { z } from 'zod';

/** Paths of the live event stream (000 §4, 001 §4). The event names are a fixed set. */
export const EVENT_STREAM_PATH = '/events';
export const LIVE_EVENT_NAMES = ['reservation-status', 'permission-changed', 'card-changed', 'broadcast-note', 'ping'] as const;
export const LiveEventNameSchema = z.enum(LIVE_EVENT_NAMES);
export type LiveEventName = z.infer<typeof LiveEventNameSchema>;
