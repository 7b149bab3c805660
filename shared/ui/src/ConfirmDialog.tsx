import { useState } from 'react';
import { useStore } from 'zustand';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { confirmStore } from '@curbside/state';
import type { ConfirmRequest } from '@curbside/state';
import { confirmHostElection } from './host-election.ts';
import { useFocusReturn } from './focus-return.ts';
import { useElectedHost } from './use-elected-host.ts';

/**
 * The page's confirm dialog for `confirm()` (spec 000 §8 Confirmations). Closing it counts as Cancel.
 * A delete or cancel (`danger`) confirms with the danger button, anything else with the primary one.
 */
export function ConfirmDialog() {
  const elected = useElectedHost(confirmHostElection);
  const pending = useStore(confirmStore, (state) => state.pending);
  // Keep the last question on screen while the dialog's hide animation runs.
  const [shown, setShown] = useState<ConfirmRequest | null>(null);
  if (pending && pending !== shown) setShown(pending);
  const returnFocus = useFocusReturn(pending !== null);
  if (!elected) return null;
  const settle = (confirmed: boolean) => confirmStore.getState().settle(confirmed);
  // Mounted closed before its first question: a Shoelace dialog that renders already open never
  // moves focus into itself nor gives it back (WCAG 2.4.3).
  return (
    <SlDialog
      open={pending !== null}
      onSlAfterHide={returnFocus}
      label={shown?.message ?? ''}
      noHeader
      part="confirm-dialog"
      onSlRequestClose={(event) => {
        if (event.target === event.currentTarget) settle(false);
      }}
    >
      {shown && (
        <>
          <p>{shown.message}</p>
          <div slot="footer" className="curb-dialog-actions">
            <SlButton onClick={() => settle(false)}>{shown.cancelLabel}</SlButton>
            <SlButton variant={shown.danger ? 'danger' : 'primary'} onClick={() => settle(true)}>
              {shown.confirmLabel}
            </SlButton>
          </div>
        </>
      )}
    </SlDialog>
  );
}
