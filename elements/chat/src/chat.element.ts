import { defineElement, type ElementOf, type EventMapOf, type TagMapOf } from '@curbside/ui';
import { Chat } from './Chat.tsx';
import { chatContract } from './chat.contract.ts';
import { chatCss } from './chat.css.ts';

/** `<curb-chat>`: its contract (attributes, properties, events, slots, parts) is chat.contract.ts. */
export const CurbChatElement = defineElement(chatContract, Chat, { styles: chatCss });

/** `<curb-chat>` as a page sees it, derived from the contract. */
export type CurbChat = ElementOf<typeof chatContract>;

// The global DOM typings, derived from the contract.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface HTMLElementTagNameMap extends TagMapOf<typeof chatContract> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the entries come from the contract
  interface CurbElementEventMap extends EventMapOf<typeof chatContract> {}
}
