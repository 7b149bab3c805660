/// <reference types="mocha" />
// curb-chat for a user without the chat flags (000 §3 features.ai): no panel at all.
import { expect } from 'chai';
import { mountEachTest } from '../../../tests/elements/mount-element.ts';
import { EMBED, NO_CHAT, routes } from './test-support/chat-fakes.ts';

describe('<curb-chat> without the chat flags', () => {
  const mount = mountEachTest(EMBED, 'curb-chat');

  it('shows nothing to a user without the chat flags', async () => {
    const { root } = await mount({ routes: routes(NO_CHAT), attributes: { open: '' }, ready: '.curb-root' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A boolean, not the element: a failing expect on a drawn element froze the page (chai and the
    // runner serialize the element with React's fiber graph).
    expect(root.querySelector('.chat-panel') === null, 'no chat panel').to.equal(true);
  });
});
