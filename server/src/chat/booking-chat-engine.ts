import type { AppEnv } from '../config.ts';
import type { BookingChatDraft } from './booking/chat-draft.ts';
import { bookingChatTurn, type BookingChatContext, type BookingChatTurn } from './booking/rule-based-booking-chat.ts';

// Issue 18: the one seam of the booking chat. The embedded default reads requests by rules
// (booking/rule-based-booking-chat.ts) on this machine, with no network. A deployment that wants
// a hosted language model sets CHAT_ENGINE_MODULE to a module of its own whose
// `createBookingChatEngine(env)` returns this interface; it gets the same context (the people the
// asker may book for, their saved places, the clock) and must answer with the same draft and, when
// the ride is complete, a reservation request, which the stepper checks by every 001 §5 rule.

export interface BookingChatEngine {
  /** One turn: the user's words (empty for the opening message) over the conversation's draft. */
  turn(draft: BookingChatDraft | null, input: string, context: BookingChatContext): BookingChatTurn | Promise<BookingChatTurn>;
}

export const ruleBasedBookingChat: BookingChatEngine = { turn: bookingChatTurn };

interface EngineModule {
  createBookingChatEngine(env: AppEnv): BookingChatEngine | Promise<BookingChatEngine>;
}

const loaded = new Map<string, Promise<BookingChatEngine>>();

/** The engine the configuration names: CHAT_ENGINE_MODULE's, else the embedded rules. */
export function bookingChatEngine(env: AppEnv): Promise<BookingChatEngine> {
  const modulePath = env.chatEngineModule;
  if (!modulePath) return Promise.resolve(ruleBasedBookingChat);
  let engine = loaded.get(modulePath);
  if (!engine) {
    engine = import(modulePath).then((module: EngineModule) => {
      if (typeof module.createBookingChatEngine !== 'function') throw new Error(`${modulePath} has no createBookingChatEngine(env)`);
      return module.createBookingChatEngine(env);
    });
    loaded.set(modulePath, engine);
  }
  return engine;
}
