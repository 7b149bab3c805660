// Answers and drivers shared by the curb-chat browser tests (real Chromium, fake API).
import type { ChatReply, UserData } from '@curbside/contracts';
import { firmFixture, userDataFixture } from '../../../../shared/state/src/test-fixtures.ts';
import { until } from '../../../../tests/elements/contract-suite.ts';
import type { FakeRoute } from '../../../../tests/elements/fake-api.ts';

export const EMBED = '/dist/portal/embed/curb-chat.js';

const withAi = (enableBookingChat: boolean, enableDataChat = false): UserData => ({
  ...userDataFixture,
  user: { ...userDataFixture.user, features: { ai: { enableBookingChat, enableDataChat, enableBookingVoiceChat: false } } },
});
export const BOOKER = withAi(true);
export const HELP_ONLY = withAi(false, true);
export const NO_CHAT = withAi(false);

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

/** Types into the message field and presses Send. */
export async function say(root: ShadowRoot, text: string): Promise<void> {
  const input = await until(() => root.querySelector<HTMLElement & { value: string; updateComplete: Promise<unknown> }>('sl-input.chat-input'), 'the message field');
  await input.updateComplete;
  const inner = await until(() => input.shadowRoot?.querySelector('input'), 'the inner input');
  inner.value = text;
  inner.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
  await until(() => input.value === text, 'the typed message');
  const form = await until(() => root.querySelector<HTMLFormElement>('form.chat-composer'), 'the composer');
  form.requestSubmit();
}
