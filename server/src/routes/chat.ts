import { randomUUID } from 'node:crypto';
import { endpoints } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { bookableScope, reportScope, requireAiFeature } from '../access/index.ts';
import type { Caller } from '../auth/session.ts';
import type { BookingChatDraft } from '../chat/booking/chat-draft.ts';
import type { BookingChatContext } from '../chat/booking/rule-based-booking-chat.ts';
import { bookingChatEngine } from '../chat/booking-chat-engine.ts';
import { loadConversation, saveConversation } from '../chat/conversation-repository.ts';
import { answerDataQuestion } from '../chat/data/answer-data-question.ts';
import { readDataQuestion } from '../chat/data/read-data-question.ts';
import type { Executor } from '../db/connection.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { rideCurrency } from '../ride-history/ride-repository.ts';
import { toPassengers } from '../users/passenger-records.ts';
import { userPlaces } from '../users/place-repository.ts';
import { userSettings } from '../users/user-record.ts';
import { bookableUsers } from '../users/user-repository.ts';

/** The people a booking chat may name: the same rule as GET /users/passengers, at most this many. */
const CHAT_PEOPLE_LIMIT = 1000;
/** The clock of 'tomorrow at 9' before the pickup is known (and no place is saved), by the user's country. */
const FIRM_TIMEZONES: Record<string, string> = { US: 'America/New_York', GB: 'Europe/London', CA: 'America/Toronto', AU: 'Australia/Sydney' };

async function bookingChatContext(db: Executor, caller: Caller): Promise<BookingChatContext> {
  const [[self], people, places] = await Promise.all([
    toPassengers(db, [caller.user]),
    bookableUsers(db, bookableScope(caller), { page: { offset: 0, limit: CHAT_PEOPLE_LIMIT } }).then((users) => toPassengers(db, users)),
    userPlaces(db, caller.user.user_id),
  ]);
  return {
    now: new Date(),
    self: self!,
    people,
    places,
    settings: userSettings(caller.user),
    defaultTimezone: FIRM_TIMEZONES[caller.user.country_code ?? ''] ?? 'America/New_York',
  };
}

// spec 001 §7 Chat and logging, 001 §2 Assistant chat (issue 18): POST /chat/message, the booking
// chat. An empty input opens a conversation (its greeting); each later turn continues the draft
// stored under the guid, which belongs to the asker only.
export function registerChatRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  registerEndpoint(app, endpoints.chat.message, async ({ caller, body }) => {
    requireAiFeature(caller, 'enableBookingChat', 'enableBookingVoiceChat');
    const userId = caller.user.user_id;
    const known = body.guid && body.userInput.trim()
      ? await loadConversation<BookingChatDraft>(db, body.guid, userId, 'booking') : null;
    const guid = known && body.guid ? body.guid : randomUUID();
    const engine = await bookingChatEngine(app.env);
    const turn = await engine.turn(known, body.userInput, await bookingChatContext(db, caller));
    await saveConversation(db, guid, userId, 'booking', turn.draft);
    return { message: turn.message, guid, reservationRequest: turn.reservationRequest, vehicleType: turn.draft.vehicleType };
  });

  // POST /chat/data-chat: a question over the firm's rides, for report viewers with the data chat flag
  // (000 §3, 000 §2 Reports): a sentence, a small table and the link to the same figures.
  registerEndpoint(app, endpoints.chat.dataChat, async ({ caller, body }) => {
    requireAiFeature(caller, 'enableDataChat');
    const scope = reportScope(caller);
    const settings = userSettings(caller.user);
    const question = readDataQuestion(body.dataChatRequest.userInput, new Date(), settings.startCalendarWeekOn);
    const answer = await answerDataQuestion(db, question, {
      scope, distanceUnits: settings.distanceUnits, currency: (await rideCurrency(db, scope)) ?? 'USD',
    });
    return { guid: body.guid ?? randomUUID(), ...answer };
  });
}
