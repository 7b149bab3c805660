// The React 19 host demo (issue 9, portal/demo/react-host.html): a host app (React 19 from the
// page's import map, not the embeds' copy) renders curb-login and curb-booking as JSX, typed by
// the typings generated from the contracts (generated/curbside-jsx.d.ts): kebab attributes,
// `oncurb-*` handlers with typed details, no any. The embed scripts come first, so every property
// exists when React first sets it.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type {} from '../../generated/curbside-jsx.d.ts';
import type {} from '../../elements/auth/src/login.element.ts';
import type {} from '../../elements/booking/src/booking.element.ts';

const API_KEY = 'curbside-demo-key';

/** The copy-paste snippet a React developer needs, shown on the page. */
const SNIPPET = `// npm install ./curbside-elements-1.0.0.tgz (npm run pack:elements in the Curbside repo)
import '@curbside/elements/curb-login.js';
import '@curbside/elements/curb-booking.js';
import type {} from '@curbside/elements/jsx'; // typed attributes and oncurb-* handlers
// (or, without a bundler, the two <script type="module" src="https://curbside.example/embed/curb-*.js"> tags)

const API = 'https://curbside.example';

export function BookACar() {
  const [booked, setBooked] = useState<string | null>(null);
  return (
    <>
      <curb-login api-base={API} api-key="${API_KEY}" oncurb-auth-signed-in={(event) => console.log(event.detail.method)} />
      <curb-booking api-base={API} api-key="${API_KEY}" oncurb-booking-confirmed={(event) => setBooked(event.detail.reservationNumber)} />
      {booked && <p>Booked: reservation {booked}.</p>}
    </>
  );
}`;

function BookACar() {
  const [signedInBy, setSignedInBy] = useState<'otp' | 'sso' | null>(null);
  const [booked, setBooked] = useState<string | null>(null);
  return (
    <main>
      <h1>Travel desk (a React 19 app)</h1>
      <p role="status">{signedInBy ? `Signed in (${signedInBy === 'otp' ? 'one-time code' : 'single sign-on'}).` : 'Not signed in yet.'}</p>
      {signedInBy === null && (
        <curb-login api-key={API_KEY} mode="login" oncurb-auth-signed-in={(event) => setSignedInBy(event.detail.method)} />
      )}
      <curb-booking
        api-key={API_KEY}
        oncurb-booking-confirmed={(event) => setBooked(event.detail.reservationNumber)}
        oncurb-auth-required={() => setSignedInBy(null)}
      />
      {booked && <p id="react-booking-note">Booked: reservation {booked}.</p>}
      <h2>The snippet</h2>
      <pre><code>{SNIPPET}</code></pre>
    </main>
  );
}

const container = document.getElementById('app');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BookACar />
    </StrictMode>,
  );
}
