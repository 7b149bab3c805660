/// <reference types="mocha" />
// curb-chat for a user with the data chat flag who does not see Reports: the help chat alone
// (001 §2: 'Hello, how can I help you today?', answers from the help, 'Contact support').
import { expect } from 'chai';
import { HELP_CHAT_GREETING } from '../../../shared/domain/src/messages.ts';
import { until } from '../../../tests/elements/contract-suite.ts';
import { mountEachTest } from '../../../tests/elements/mount-element.ts';
import { press } from '../../../tests/elements/user-actions.ts';
import { EMBED, HELP_ONLY, bubbles, routes, say } from './test-support/chat-fakes.ts';

describe('<curb-chat> help chat', () => {
  const mount = mountEachTest(EMBED, 'curb-chat');

  it('answers from the help and offers Contact support when nothing fits', async () => {
    const { el, root } = await mount({ routes: routes(HELP_ONLY), attributes: { open: '' }, ready: '.chat-message' });
    expect(bubbles(root)).to.deep.equal([HELP_CHAT_GREETING]);
    expect(root.querySelector('.chat-kinds') === null, 'no booking chat without its flag').to.equal(true);
    await say(root, 'how do I add a card');
    await until(() => bubbles(root).length === 3, 'the answer');
    expect(bubbles(root)[2]).to.include('Cards tab');
    await say(root, 'what is the weather in Paris');
    await until(() => bubbles(root).length === 5, 'the fallback');
    const asked = new Promise<unknown>((resolve) => el.addEventListener('curb-support-requested', (e) => resolve((e as CustomEvent).detail), { once: true }));
    await press(root, 'Contact support');
    expect(await asked).to.deep.equal({ question: 'what is the weather in Paris' });
  });
});
