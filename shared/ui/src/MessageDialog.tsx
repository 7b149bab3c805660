import { useState } from 'react';
import { useStore } from 'zustand';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { dialogStore } from '@curbside/state';
import { messageHostElection } from './host-election.ts';
import { useFocusReturn } from './focus-return.ts';
import { useElectedHost } from './use-elected-host.ts';

interface Shown {
  messages: string[];
  title: string | null;
}

/** spec 000 §8 Other: 'A dialog store shows a message, as a list if given several.' */
export function MessageDialog() {
  const elected = useElectedHost(messageHostElection);
  const messages = useStore(dialogStore, (state) => state.messages);
  const title = useStore(dialogStore, (state) => state.title);
  const [shown, setShown] = useState<Shown | null>(null);
  if (messages && messages !== shown?.messages) setShown({ messages, title });
  const returnFocus = useFocusReturn(messages !== null);
  if (!elected) return null;
  const close = () => dialogStore.getState().close();
  // Mounted closed before its first message: a Shoelace dialog that renders already open never
  // moves focus into itself nor gives it back (WCAG 2.4.3).
  return (
    <SlDialog
      open={messages !== null}
      onSlAfterHide={returnFocus}
      label={shown?.title ?? 'Message'}
      noHeader={!shown || shown.title === null}
      part="message-dialog"
      onSlRequestClose={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      {shown && (
        <>
          {shown.messages.length > 1 ? (
            <ul className="curb-message-list">
              {shown.messages.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          ) : (
            <p>{shown.messages[0]}</p>
          )}
          <div slot="footer" className="curb-dialog-actions">
            <SlButton variant="primary" onClick={close}>
              OK
            </SlButton>
          </div>
        </>
      )}
    </SlDialog>
  );
}
