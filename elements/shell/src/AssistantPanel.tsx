import { createElement, useEffect, useRef, useState } from 'react';
import { useLoadedElement } from '@curbside/ui';

const CHAT_TAG = 'curb-chat';

/**
 * The assistant (curb-chat, issue 18), docked over the page. The shell shows it by its tag, loaded
 * through the page's import map the first time the user opens it (no element imports another).
 */
export function AssistantPanel({ open, onClose, onSupport }: { open: boolean; onClose(): void; onSupport(question: string): void }) {
  const loaded = useLoadedElement(CHAT_TAG, open);
  const chat = useRef<HTMLElement>(null);
  // Nothing is drawn until the user first opens the assistant (a page that already has curb-chat,
  // like the gallery, gets no hidden second element inside the shell).
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);

  useEffect(() => {
    const element = chat.current;
    if (!element) return undefined;
    const closed = () => onClose();
    const support = (event: Event) => {
      const question = (event as CustomEvent<{ question?: unknown }>).detail?.question;
      onSupport(typeof question === 'string' ? question : '');
    };
    element.addEventListener('curb-chat-closed', closed);
    element.addEventListener('curb-support-requested', support);
    return () => {
      element.removeEventListener('curb-chat-closed', closed);
      element.removeEventListener('curb-support-requested', support);
    };
  }, [loaded, onClose, onSupport]);

  // The chat stays mounted once loaded; its `open` attribute starts and ends a conversation.
  useEffect(() => {
    chat.current?.toggleAttribute('open', open);
  }, [open, loaded]);

  if (loaded !== 'ready' || !wanted) return null;
  return createElement(CHAT_TAG, { ref: chat, class: 'shell__chat' });
}
