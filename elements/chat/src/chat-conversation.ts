// Issue 18: the messages of a conversation as the panel shows them (the rules of who has which
// chat live in @curbside/domain's assistant.ts).

export interface ChatLink {
  label: string;
  path: string;
}

export interface ChatMessage {
  id: number;
  from: 'user' | 'assistant';
  text: string;
  at: Date;
  /** 001 §8: a failed call's 'Error' bubble. */
  failed?: boolean;
  link?: ChatLink;
  /** The help chat found nothing for this question: the bubble offers 'Contact support'. */
  supportQuestion?: string;
  /** The data chat's figures. */
  table?: { columns: string[]; rows: string[][] };
}
