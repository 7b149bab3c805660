import { useCallback, useEffect, useState, type ReactNode } from 'react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { endpoints } from '@curbside/contracts';
import { loadSession } from '@curbside/state';
import { useApi, useEmit, useFocusReturn, useHost, useQuery, useSession } from '@curbside/ui';
import type { AccountEvents } from './account.contract.ts';
import { accountKeys } from './account-logic.ts';

interface AccountDialogProps {
  label: string;
  open: boolean;
  /** 'tabs': the Manage account dialog; 'form': the contact form alone (registration, new employee). */
  layout: 'tabs' | 'form';
  /** Only saving closes it (the pending user's registration): no close button, Escape does nothing. */
  mandatory?: boolean;
  onClose(): void;
  children: ReactNode;
}

/**
 * The dialog every mode of curb-account shows. Clicking beside it would lose what was typed: only
 * the close button and Escape close it. Opened, it takes the focus; closed, it gives focus back to
 * what opened it (WCAG 2.4.3), even when that sits in another element's shadow root.
 */
export function AccountDialog({ label, open, layout, mandatory = false, onClose, children }: AccountDialogProps) {
  const returnFocus = useFocusReturn(open);
  // Shoelace moves focus into a dialog only when `open` changes, not when it is first drawn open
  // (the element created with `open`, as the portal does the first time): open it one render later.
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(open), [open]);
  return (
    <SlDialog
      className={`account-dialog is-${layout}${mandatory ? ' is-mandatory' : ''}`}
      part="dialog"
      label={label}
      open={shown}
      onSlRequestClose={(event) => {
        if (event.target !== event.currentTarget) return;
        if (mandatory || event.detail.source === 'overlay') {
          event.preventDefault();
          return;
        }
        onClose();
      }}
      onSlAfterHide={returnFocus}
    >
      <div className={`account-body is-${layout}`}>{children}</div>
    </SlDialog>
  );
}

/** Removes the host's `open` attribute and fires curb-account-closed. */
export function useCloseDialog(): () => void {
  const host = useHost();
  const emit = useEmit<AccountEvents>();
  return useCallback(() => {
    host.removeAttribute('open');
    emit('curb-account-closed', {});
  }, [host, emit]);
}

/** The signed-in user; an embedding page may open a dialog before anything loaded the session, so opening loads it. */
export function useViewerWhenOpen(open: boolean) {
  const api = useApi();
  const viewer = useSession((state) => state.userData?.user ?? null);
  useEffect(() => {
    if (open && !viewer) void loadSession(api);
  }, [open, viewer, api]);
  return viewer;
}

/** GET /users/{id}/account (spec 000 §7), cached under the call's key, while `enabled`. */
export function useAccountQuery(userId: number | null, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.account(userId ?? 0),
    queryFn: ({ signal }) => api.call(endpoints.account.account, { params: { id: userId ?? 0 }, signal }),
    enabled: enabled && userId !== null,
  });
}

/** Something is loading: a spinner and what it is. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className="account-state" role="status">
      <SlSpinner aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

/** A load failed: what failed and 'Try again'. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry(): void }) {
  return (
    <div className="account-state" role="alert">
      <span>{text}</span>
      <SlButton size="small" onClick={onRetry}>
        Try again
      </SlButton>
    </div>
  );
}
