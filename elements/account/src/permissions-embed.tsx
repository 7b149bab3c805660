import { createElement, useEffect, useState } from 'react';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useElementContext } from '@curbside/ui';

const PERMISSIONS_TAG = 'curb-permissions';
/** The import-map name of the element (its tag). A variable, so no bundler tries to bundle it. */
const permissionsSpecifier: string = PERMISSIONS_TAG;

let loading: Promise<boolean> | null = null;

/** Loads `<curb-permissions>` through the page's import map once; false when it is not there. */
function loadPermissionsElement(): Promise<boolean> {
  if (typeof customElements !== 'undefined' && customElements.get(PERMISSIONS_TAG)) return Promise.resolve(true);
  loading ??= import(/* @vite-ignore */ permissionsSpecifier).then(
    () => customElements.get(PERMISSIONS_TAG) !== undefined,
    (error: unknown) => {
      console.info(`[curb-account] ${PERMISSIONS_TAG} is not available:`, error);
      loading = null;
      return false;
    },
  );
  return loading;
}

/**
 * AUTHORIZED BOOKERS and BOOK ON BEHALF (spec 000 §2 Booker permissions table): the
 * `<curb-permissions>` element, embedded by tag (no element imports another's code).
 */
export function PermissionsEmbed({ mode, userId, theme }: { mode: 'bookers' | 'onBehalf'; userId: number; theme?: string }) {
  const { apiBase, apiKey } = useElementContext();
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>(() =>
    typeof customElements !== 'undefined' && customElements.get(PERMISSIONS_TAG) ? 'ready' : 'loading',
  );

  useEffect(() => {
    let live = true;
    void loadPermissionsElement().then((ok) => {
      if (live) setState(ok ? 'ready' : 'missing');
    });
    return () => {
      live = false;
    };
  }, []);

  if (state === 'loading') {
    return (
      <div className="account-state" role="status">
        <SlSpinner aria-hidden="true" />
        <span>Loading…</span>
      </div>
    );
  }
  if (state === 'missing') {
    return (
      <p className="curb-inline tab-note" role="status">
        {mode === 'bookers' ? 'Authorized bookers' : 'Book on behalf'} cannot be shown on this page.
      </p>
    );
  }
  return createElement(PERMISSIONS_TAG, {
    className: 'permissions',
    mode,
    'user-id': String(userId),
    'api-base': apiBase,
    'api-key': apiKey,
    ...(theme ? { theme } : {}),
  });
}
