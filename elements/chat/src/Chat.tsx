import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { TEXT_LIMITS, type ReservationRequest } from '@curbside/contracts';
import { CHAT_DISCLAIMER, NEW_BOOKING_PATH, chatKindsFor, chatMessageTime, crossesNewBooking, isNavItemVisible, keepsToBottom, type ChatKind } from '@curbside/domain';
import { connectSessionToApi, loadSession, stepperStore } from '@curbside/state';
import { ShoelaceField, sessionStore, useApi, useCurrentPath, useEmit, useHost, useSession } from '@curbside/ui';
import type { ChatMessage } from './chat-conversation.ts';
import type { ChatEvents, ChatProps } from './chat.contract.ts';
import { useConversation } from './use-conversation.ts';
import { VoiceFrame } from './VoiceFrame.tsx';

const KIND_LABELS: Record<ChatKind, string> = { booking: 'Book a ride', data: 'Ask the data', voice: 'Talk', help: 'Help' };

const PLACEHOLDERS: Record<Exclude<ChatKind, 'voice'>, string> = {
  booking: 'A car from JFK to the office tomorrow at 9',
  data: 'Rides last month by department',
  help: 'How do I add a card?',
};

/** The conversation restarts when the user moves to or from /new-booking (001 §2). */
function useNewBookingCrossings(path: string): number {
  const [crossings, setCrossings] = useState(0);
  const previous = useRef(path);
  useEffect(() => {
    if (crossesNewBooking(previous.current, path)) setCrossings((n) => n + 1);
    previous.current = path;
  }, [path]);
  return crossings;
}

function MessageBubble({ message, now, onLink, onSupport }: {
  message: ChatMessage;
  now: Date;
  onLink(path: string): void;
  onSupport(question: string): void;
}) {
  const settings = useSession((s) => s.userData?.settings ?? null);
  const when = chatMessageTime(message.at, now, { dateFormat: settings?.dateFormat ?? 'US', timeFormat: settings?.timeFormat ?? '12Hours' });
  const who = message.from === 'user' ? 'You' : 'Assistant';
  return (
    <li className={`chat-message from-${message.from}${message.failed ? ' failed' : ''}`}>
      <span className="chat-message__meta">
        <span className="visually-hidden">{who}, </span>
        <time dateTime={message.at.toISOString()}>{when}</time>
      </span>
      {/* Text only: the assistant's words are never read as HTML. */}
      <p className="chat-message__text">{message.text}</p>
      {message.table ? (
        <table className="chat-table">
          <thead>
            <tr>{message.table.columns.map((column) => <th key={column} scope="col">{column}</th>)}</tr>
          </thead>
          <tbody>
            {message.table.rows.map((row) => (
              <tr key={row.join('|')}>{row.map((cell, i) => (i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i}>{cell}</td>))}</tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {message.link ? (
        <SlButton size="small" variant="text" className="chat-message__link" onClick={() => onLink(message.link!.path)}>
          Open {message.link.label}
        </SlButton>
      ) : null}
      {message.supportQuestion !== undefined ? (
        <SlButton size="small" className="chat-message__support" onClick={() => onSupport(message.supportQuestion!)}>
          Contact support
        </SlButton>
      ) : null}
    </li>
  );
}

/**
 * <curb-chat>: the assistant panel (001 §2, §9). Opening starts a fresh conversation of the chosen
 * kind; closing clears it; a move to or from /new-booking restarts it. The list keeps to its
 * newest message unless the user scrolled up more than 20 px.
 */
export function Chat({ open, kind: kindAttribute }: ChatProps) {
  const api = useApi();
  const host = useHost();
  const emit = useEmit<ChatEvents>();
  const user = useSession((s) => s.userData?.user ?? null);
  const firm = useSession((s) => s.firm);
  const seesReports = user !== null && firm !== null && isNavItemVisible('reports', { user, firm });
  const path = useCurrentPath(undefined);
  const kinds = chatKindsFor(user?.features.ai, seesReports, path);
  const wanted: ChatKind = kindAttribute === 'help' || kindAttribute === 'data' ? kindAttribute : 'booking';
  const [chosen, setChosen] = useState<ChatKind>(wanted);
  const kind = kinds.includes(chosen) ? chosen : (kinds[0] ?? 'help');
  const crossings = useNewBookingCrossings(path);
  const active = Boolean(open) && kinds.length > 0;
  const close = useCallback(() => {
    host.removeAttribute('open');
    emit('curb-chat-closed', {});
  }, [emit, host]);
  // Once the ride is in the stepper the panel steps aside, so nothing covers the form.
  const conversation = useConversation(kind, active && kind !== 'voice', String(crossings), close);
  // 001 §2: the voice booking hands its ride to the stepper as the text chat does.
  const voiceBooked = useCallback((request: ReservationRequest) => {
    stepperStore.getState().applyChatRequest(request);
    emit('curb-navigate', { path: NEW_BOOKING_PATH });
    close();
  }, [close, emit]);
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    connectSessionToApi(api);
    if (!sessionStore.getState().userData) void loadSession(api);
  }, [api]);

  useEffect(() => setChosen(wanted), [wanted, open]);

  useEffect(() => {
    if (!open) setDraft('');
  }, [open]);

  useLayoutEffect(() => {
    setNow(new Date());
    const element = list.current;
    if (element && stick.current) element.scrollTop = element.scrollHeight;
  }, [conversation.messages]);

  if (!open || kinds.length === 0) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field's own value: Enter pressed right after typing lands before React drew the draft.
    const typed = event.currentTarget.querySelector<HTMLInputElement>('.chat-input')?.value ?? draft;
    if (conversation.busy || !typed.trim() || typed.length > TEXT_LIMITS.message) return;
    stick.current = true;
    conversation.send(typed);
    setDraft('');
  };

  return (
    <section className="chat-panel" part="panel" aria-label="Assistant">
      <header className="chat-header">
        <h2 className="chat-title">Assistant</h2>
        {kinds.length > 1 ? (
          <div className="chat-kinds" role="group" aria-label="Chat">
            {kinds.map((k) => (
              <SlButton key={k} size="small" pill variant={k === kind ? 'primary' : 'default'} aria-pressed={k === kind ? 'true' : 'false'} onClick={() => setChosen(k)}>
                {KIND_LABELS[k]}
              </SlButton>
            ))}
          </div>
        ) : null}
        <SlIconButton name="x-lg" label="Close assistant" className="chat-close" onClick={close} />
      </header>
      {kind === 'voice' ? (
        <VoiceFrame onBooked={voiceBooked} />
      ) : (
        <>
          {/* The log scrolls: keyboard users reach it to scroll back (axe scrollable-region-focusable). */}
          <div
            ref={list}
            className="chat-messages"
            part="messages"
            role="log"
            aria-live="polite"
            aria-label={`${KIND_LABELS[kind]} conversation`}
            aria-busy={conversation.busy ? 'true' : 'false'}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus
            tabIndex={0}
            onScroll={(event) => {
              stick.current = keepsToBottom(event.currentTarget);
            }}
          >
            <ol className="chat-message-list">
              {conversation.messages.map((message) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  now={now}
                  onLink={(to) => emit('curb-navigate', { path: to })}
                  onSupport={(question) => emit('curb-support-requested', { question })}
                />
              ))}
            </ol>
          </div>
        </>
      )}
      <p className="chat-disclaimer" part="disclaimer">{CHAT_DISCLAIMER}</p>
      {kind === 'voice' ? null : (
        <form className="chat-composer" part="composer" onSubmit={submit}>
          <ShoelaceField label="Message" count={{ text: draft, max: TEXT_LIMITS.message }}>
            {(control) => (
              <SlInput
                {...control}
                className={['chat-input', control.className].filter(Boolean).join(' ')}
                value={draft}
                placeholder={PLACEHOLDERS[kind]}
                autocomplete="off"
                onSlInput={(event) => setDraft((event.target as HTMLInputElement).value)}
              />
            )}
          </ShoelaceField>
          <SlButton type="submit" variant="primary" className="chat-send" loading={conversation.busy}>Send</SlButton>
        </form>
      )}
    </section>
  );
}
