import { createElement, useEffect, useRef } from 'react';
import { useElementContext, useLoadedElement } from '@curbside/ui';

const ACCOUNT_TAG = 'curb-account';

/** What to show: an admin's 'New employee' form, or an employee's Manage account dialog. */
export type AccountView = { mode: 'new-employee' } | { mode: 'account'; userId: number };

interface SavedDetail { userId: number; section: string }

/**
 * `<curb-account>` by tag and attributes (000 §2: 'New employee (admin adds an employee)' and
 * the Manage account dialog opened for another employee). It removes its own `open` attribute
 * when it closes and fires curb-account-closed; curb-account-saved says what it saved.
 */
export function AccountHost({ view, onClosed, onSaved }: {
  view: AccountView | null;
  onClosed(): void;
  onSaved(detail: SavedDetail): void;
}) {
  const { apiBase, apiKey } = useElementContext();
  const state = useLoadedElement(ACCOUNT_TAG);
  const ref = useRef<HTMLElement>(null);
  const handlers = useRef({ onClosed, onSaved });
  handlers.current = { onClosed, onSaved };

  // Attributes, not properties: the element reads its contract's attributes.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.setAttribute('mode', view?.mode ?? 'account');
    if (view?.mode === 'account') el.setAttribute('user-id', String(view.userId));
    else el.removeAttribute('user-id');
    el.setAttribute('tab', 'contact');
    if (view) el.setAttribute('open', '');
    else el.removeAttribute('open');
  }, [view, state]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const closed = (event: Event) => {
      if (event.target === el) handlers.current.onClosed();
    };
    const saved = (event: Event) => {
      if (event.target === el) handlers.current.onSaved((event as CustomEvent<SavedDetail>).detail);
    };
    el.addEventListener('curb-account-closed', closed);
    el.addEventListener('curb-account-saved', saved);
    return () => {
      el.removeEventListener('curb-account-closed', closed);
      el.removeEventListener('curb-account-saved', saved);
    };
  }, [state]);

  if (state === 'missing') {
    return view ? <p className="curb-inline employees-note" role="status">The account dialog cannot be shown on this page.</p> : null;
  }
  if (state === 'loading') return null;
  return createElement(ACCOUNT_TAG, { ref, 'api-base': apiBase, 'api-key': apiKey, className: 'account-host' });
}
