// Answers and drivers shared by the curb-chat browser tests (real Chromium, fake API).
import type { ChatReply, UserData } from '@curbside/contracts';
import { firmFixture, userDataFixture } from '../../../../shared/state/src/test-fixtures.ts';
import type { FakeRoute } from '../../../../tests/elements/fake-api.ts';

export const EMBED = '/dist/portal/embed/curb-chat.js';

const withAi = (enableBookingChat: boolean, enableDataChat: boolean): UserData => ({
  ...userDataFixture,
  user: { ...userDataFixture.user, features: { ai: { enableBookingChat, enableDataChat, enableBookingVoiceChat: false } } },
});
export const BOOKER = withAi(true, false);

/** A booking chat that greets, then asks where from. */
function bookingTurns({ body }: { body: unknown }): ChatReply {
  const { guid, userInput } = body as { guid: string | null; userInput: string };
  if (!userInput) return { guid: 'g-1', message: 'Hi Ann! Tell me about the ride you need.', reservationRequest: null };
  return { guid: guid ?? 'g-1', message: 'Where should the car pick you up?', reservationRequest: null };
}

export function routes(user: UserData = BOOKER, chat: FakeRoute['body'] = bookingTurns, status = 200): FakeRoute[] {
  return [
    { method: 'GET', path: '/users/userData', body: user },
    { method: 'GET', path: '/users/firmData', body: firmFixture },
    { method: 'GET', path: '/users/countries', body: [] },
    { method: 'POST', path: '/chat/message', body: chat, status },
  ];
}

export const bubbles = (root: ShadowRoot) => Array.from(root.querySelectorAll('.chat-message')).map((li) => li.querySelector('.chat-message__text')?.textContent ?? '');
