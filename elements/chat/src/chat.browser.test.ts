/// <reference types="mocha" />
// curb-chat in real Chromium against its embed build with a fake API: the shared contract suite
// (the chats' behaviour of 001 §2 is driven end to end by tests/journeys/assistant.spec.ts).
import { expect } from 'chai';
import { elementContractSuite, until } from '../../../tests/elements/contract-suite.ts';
import { EMBED, bubbles, routes } from './test-support/chat-fakes.ts';

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
