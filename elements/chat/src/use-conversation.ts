import { useCallback, useEffect, useRef, useState } from 'react';
import { endpoints } from '@curbside/contracts';
import { CHAT_ERROR_BUBBLE, HELP_CHAT_GREETING, type ChatKind } from '@curbside/domain';
import { stepperStore } from '@curbside/state';
import { useApi, useEmit } from '@curbside/ui';
import type { ChatMessage } from './chat-conversation.ts';
import type { ChatEvents } from './chat.contract.ts';
import { answerHelp } from './help/help-search.ts';

// Issue 18: one conversation of the assistant. It starts afresh whenever `startKey` changes (the
// panel opens, the chat kind changes, the user moves to or from /new-booking) and is dropped when
// the panel closes. The booking chat asks POST /chat/message (an empty input first, for its
// opening message); the help chat answers from the packaged help. A failed call adds 'Error'.

/** The data chat's opening (designed: the spec gives only the help chat's). */
export const DATA_CHAT_GREETING = "Ask me about your firm's rides, for example 'rides last month by department' or 'CO2 by country this year'.";

/** What the help chat says when nothing in the help fits (the bubble offers 'Contact support'). */
export const HELP_NO_ANSWER = "I couldn't find an answer to that in the help.";

export interface Conversation {
  messages: ChatMessage[];
  busy: boolean;
  send(text: string): void;
}

/** `onBooked`: the booking chat handed a complete ride to the stepper. */
export function useConversation(kind: ChatKind, active: boolean, startKey: string, onBooked: () => void): Conversation {
  const api = useApi();
  const emit = useEmit<ChatEvents>();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const guid = useRef<string | null>(null);
  const nextId = useRef(1);
  // Answers of a conversation already dropped are ignored.
  const generation = useRef(0);
  // The latest callbacks, read when an answer arrives: a conversation restarts only on `startKey`,
  // `kind` or `active`, never because a host callback changed identity.
  const handOver = useRef({ emit, onBooked });
  handOver.current = { emit, onBooked };

  const add = useCallback((message: Omit<ChatMessage, 'id' | 'at'>, forGeneration: number) => {
    if (forGeneration !== generation.current) return;
    setMessages((list) => [...list, { ...message, id: nextId.current++, at: new Date() }]);
  }, []);

  const bookingTurn = useCallback(async (userInput: string, forGeneration: number) => {
    setBusy(true);
    try {
      const reply = await api.call(endpoints.chat.message, { body: { guid: guid.current, userInput } });
      if (forGeneration !== generation.current) return;
      guid.current = reply.guid;
      add({ from: 'assistant', text: reply.message }, forGeneration);
      if (reply.reservationRequest) {
        // 001 §2: the request fills the stepper (action NEW_FROM_CHAT, car and payment step).
        stepperStore.getState().applyChatRequest(reply.reservationRequest);
        handOver.current.emit('curb-navigate', { path: '/new-booking' });
        handOver.current.onBooked();
      }
    } catch {
      add({ from: 'assistant', text: CHAT_ERROR_BUBBLE, failed: true }, forGeneration);
    } finally {
      if (forGeneration === generation.current) setBusy(false);
    }
  }, [add, api]);

  const dataTurn = useCallback(async (userInput: string, forGeneration: number) => {
    setBusy(true);
    try {
      const reply = await api.call(endpoints.chat.dataChat, { body: { dataChatRequest: { userInput }, guid: guid.current } });
      if (forGeneration !== generation.current) return;
      guid.current = reply.guid;
      add({
        from: 'assistant', text: reply.message,
        ...(reply.table ? { table: reply.table } : {}), ...(reply.link ? { link: { label: reply.link.label.replace(/^Open (in )?(the )?/, ''), path: reply.link.path } } : {}),
      }, forGeneration);
    } catch {
      add({ from: 'assistant', text: CHAT_ERROR_BUBBLE, failed: true }, forGeneration);
    } finally {
      if (forGeneration === generation.current) setBusy(false);
    }
  }, [add, api]);

  useEffect(() => {
    generation.current += 1;
    const current = generation.current;
    guid.current = null;
    setMessages([]);
    setBusy(false);
    if (!active) return;
    if (kind === 'help') add({ from: 'assistant', text: HELP_CHAT_GREETING }, current);
    else if (kind === 'data') add({ from: 'assistant', text: DATA_CHAT_GREETING }, current);
    else void bookingTurn('', current);
  }, [active, kind, startKey, add, bookingTurn]);

  const send = useCallback((text: string) => {
    const question = text.trim();
    if (!question) return;
    const current = generation.current;
    add({ from: 'user', text: question }, current);
    if (kind === 'booking') {
      void bookingTurn(question, current);
      return;
    }
    if (kind === 'data') {
      void dataTurn(question, current);
      return;
    }
    const article = answerHelp(question);
    if (article) add({ from: 'assistant', text: article.answer, ...(article.link ? { link: article.link } : {}) }, current);
    else add({ from: 'assistant', text: HELP_NO_ANSWER, supportQuestion: question }, current);
  }, [add, bookingTurn, dataTurn, kind]);

  return { messages, busy, send };
}
