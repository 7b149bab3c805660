import { NavigateDetail, cssPropertiesOf, hostTokenEvents, hostTokenProperties, z } from '@curbside/ui';
import type { ContractProps, ElementContract, EventDetails } from '@curbside/ui';

/**
 * The assistant (spec 001 §2 Assistant chat, §9 chat panel; 000 §3 features.ai; issue 18): a chat
 * panel 600 px high with the booking chat (which books: a sentence becomes the stepper on its car
 * and payment step), the data chat (figures of the firm's rides, for report viewers) and the help chat (answers from the product's help, with a link to the
 * screen). Each chat shows only where the user's own AI flag allows it. Opening starts a fresh
 * conversation; closing clears it; moving to or from /new-booking resets it.
 */
export const chatContract = {
  tag: 'curb-chat',
  version: '0.1.0',
  summary: "The assistant: a booking chat that fills the booking stepper, a data chat over the firm's rides, a help chat over the product help, and on /new-booking voice booking (the Talk tab, for users with the voice flag) on the booking chat's engine.",
  attributes: {
    open: {
      prop: 'open',
      type: 'boolean',
      default: false,
      description: 'Shows the panel and starts a fresh conversation. The element removes it when the user closes the panel (and fires curb-chat-closed).',
    },
    kind: {
      prop: 'kind',
      type: 'string',
      values: ['booking', 'data', 'help'],
      default: 'booking',
      description: "The chat shown first; one the user does not have falls back to the first they have (the help chat at least).",
    },
  },
  properties: hostTokenProperties,
  events: {
    ...hostTokenEvents,
    'curb-navigate': {
      detail: NavigateDetail,
      description: "A finished booking chat goes to '/new-booking' (the request is in the shared stepper store, action NEW_FROM_CHAT); a help answer's link goes to its screen.",
    },
    'curb-chat-closed': {
      detail: z.object({}),
      description: 'The user closed the panel; the conversation is gone and the element removed its own `open` attribute.',
    },
    'curb-support-requested': {
      detail: z.object({ question: z.string() }),
      description: "The help chat found no answer and the user chose 'Contact support': the host opens its support form with the question.",
    },
  },
  cssParts: {
    panel: 'The chat panel.',
    messages: 'The list of messages.',
    composer: 'The message field and its Send button.',
    disclaimer: 'The notice that the assistant can make mistakes.',
  },
  cssProperties: cssPropertiesOf('chat', { height: { default: '600px', description: 'Height of the chat panel (001 §9: 600).' } }),
} as const satisfies ElementContract;

/** `event.detail` of each event curb-chat fires. */
export type ChatEvents = EventDetails<typeof chatContract>;
/** The props curb-chat's component receives. */
export type ChatProps = ContractProps<typeof chatContract>;
