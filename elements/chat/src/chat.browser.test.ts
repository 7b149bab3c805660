/// <reference types="mocha" />
// curb-chat in real Chromium against its embed build with a fake API: the shared contract suite,
// then the booking chat of 001 §2 (opening, 'Error' on a failed call, closing). The page's session is one
// user's, so the help-only and no-chat users have files of their own.
import { expect } from 'chai';
import { CHAT_DISCLAIMER, HELP_CHAT_GREETING } from '../../../shared/domain/src/messages.ts';
import { elementContractSuite, until } from '../../../tests/elements/contract-suite.ts';
import { calls } from '../../../tests/elements/fake-api.ts';
import { mountEachTest } from '../../../tests/elements/mount-element.ts';
import { text } from '../../../tests/elements/user-actions.ts';
import { BOOKER, EMBED, bubbles, routes, say } from './test-support/chat-fakes.ts';

elementContractSuite({
  tag: 'curb-chat',
  embedUrl: EMBED,
  attributes: { open: '', kind: 'help' },
  routes: routes(),
  attributeReachesComponent: {
    attribute: 'kind',
    value: 'booking',
    check: (root) => bubbles(root).includes('Hi Ann! Tell me about the ride you need.'),
  },
  event: {
    name: 'curb-chat-closed',
    act: async (root) => {
      const close = await until(() => root.querySelector<HTMLElement>('sl-icon-button.chat-close'), 'the close button');
      (await until(() => close.shadowRoot?.querySelector('button'), 'its button')).click();
    },
    detail: (detail) => expect(detail).to.deep.equal({}),
  },
});

describe('<curb-chat>', () => {
  const mount = mountEachTest(EMBED, 'curb-chat');

  it('opens the booking chat with the server\'s opening message (an empty input first) and shows the disclaimer', async () => {
    calls.length = 0;
    const { root } = await mount({ routes: routes(BOOKER), attributes: { open: '' }, ready: '.chat-message' });
    expect(bubbles(root)).to.deep.equal(['Hi Ann! Tell me about the ride you need.']);
    expect(calls.find((c) => c.path === '/chat/message')?.body).to.deep.equal({ guid: null, userInput: '' });
    expect(text(root.querySelector('.chat-disclaimer'))).to.equal(CHAT_DISCLAIMER);
    await say(root, 'I need a car');
    await until(() => bubbles(root).length === 3, 'the answer');
    expect(bubbles(root)).to.deep.equal(['Hi Ann! Tell me about the ride you need.', 'I need a car', 'Where should the car pick you up?']);
    expect(calls.filter((c) => c.path === '/chat/message').at(-1)?.body).to.deep.equal({ guid: 'g-1', userInput: 'I need a car' });
  });

  it("adds an 'Error' bubble when the call fails, and the chat stays usable", async () => {
    const { root } = await mount({ routes: routes(BOOKER, { message: 'down' }, 500), attributes: { open: '' }, ready: '.chat-message' });
    await until(() => root.querySelector('.chat-message.failed'), 'the error bubble');
    expect(bubbles(root)).to.deep.equal(['Error']);
    await say(root, 'from home');
    await until(() => bubbles(root).length === 3, 'a second error bubble');
    expect(bubbles(root)).to.deep.equal(['Error', 'from home', 'Error']);
  });

  it('clears the conversation when closed and starts afresh when opened again', async () => {
    const { el, root } = await mount({ routes: routes(BOOKER), attributes: { open: '', kind: 'help' }, ready: '.chat-message' });
    await say(root, 'how do I cancel');
    await until(() => bubbles(root).length === 3, 'the answer');
    el.removeAttribute('open');
    await until(() => !root.querySelector('.chat-panel'), 'the panel to close');
    el.setAttribute('open', '');
    await until(() => bubbles(root).length === 1, 'a fresh conversation');
    expect(bubbles(root)).to.deep.equal([HELP_CHAT_GREETING]);
  });
});
