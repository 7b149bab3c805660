import { createElement, useEffect, useState } from 'react';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useElementContext } from '@curbside/ui';

/** The sign-in element, by tag: no element imports another's code. */
const SIGN_IN_TAG = 'curb-login';
/** Its entry, beside this element's own: embed/curb-login.js next to embed/curb-invoices.js (a variable: no bundler follows it). */
const SIGN_IN_ENTRY: string = 'curb-login.js';

let signInLoad: Promise<boolean> | null = null;

/**
 * Defines `<curb-login>` once, from the server this element's script came from: the host page
 * loaded only curb-invoices, and both share the page's one runtime (session, API client), so the
 * sign-in made there is this element's session at once. True when the element is there.
 */
function defineSignIn(): Promise<boolean> {
  if (customElements.get(SIGN_IN_TAG)) return Promise.resolve(true);
  signInLoad ??= import(/* @vite-ignore */ new URL(SIGN_IN_ENTRY, import.meta.url).href).then(
    () => customElements.get(SIGN_IN_TAG) !== undefined,
    (error: unknown) => {
      console.info(`[curb-invoices] the sign-in (${SIGN_IN_TAG}) did not load:`, error);
      signInLoad = null;
      return false;
    },
  );
  return signInLoad;
}

/**
 * A signed-out partner user on a host page signs in here, inside the element (issue 15): the
 * product's own sign-in (address, then the emailed code, or the firm's identity provider).
 * It fires `curb-auth-signed-in` (the host page may listen); the invoices follow the session.
 */
export function EmbeddedSignIn() {
  const { apiBase, apiKey } = useElementContext();
  const [ready, setReady] = useState<boolean | null>(() => (customElements.get(SIGN_IN_TAG) ? true : null));
  useEffect(() => {
    let live = true;
    void defineSignIn().then((ok) => {
      if (live) setReady(ok);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="invoices-sign-in" part="sign-in" aria-label="Sign in">
      <p className="invoices-note">Sign in to see your firm&apos;s invoices.</p>
      {ready === null ? <SlSpinner aria-label="Loading the sign-in" /> : null}
      {ready === false ? <p className="invoices-note" role="alert">The sign-in cannot be shown on this page. Reload the page to try again.</p> : null}
      {ready ? createElement(SIGN_IN_TAG, { mode: 'login', 'api-base': apiBase, 'api-key': apiKey }) : null}
    </section>
  );
}
