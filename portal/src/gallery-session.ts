// The gallery's session and dark mode, shared with the elements on its stage. The sign-in as any
// demo user (issue 9) is the development sign-in the journeys use,
// the one-time code read from the development outbox (GET /api/dev/outbox, which production
// does not have), through the page's one API client and session store (from the import map, the
// same copies the elements use), so every element on the stage sees the user at once.
import type * as Api from '../../shared/api/src/index.ts';
import type * as State from '../../shared/state/src/index.ts';
import type * as Contracts from '../../shared/contracts/src/index.ts';

/** The demo roster of the README's 'Demo sign-in' table, offered in the address field. */
export const DEMO_USERS = [
  'ava.employee@acme.example', 'ben.booker@acme.example', 'ada.admin@acme.example', 'sam.super@acme.example',
  'rita.reporter@acme.example', 'max.marshal@acme.example', 'tom.trial@trial.example', 'ian.employee@initech.example',
  'hal.dev@hq.example', 'hope.support@hq.example',
] as const;

const API_KEY = 'curbside-demo-key';

interface Shared {
  api: typeof Api;
  state: typeof State;
  contracts: typeof Contracts;
}

let shared: Promise<Shared> | null = null;

/** The page's copies of the shared packages, by their import-map names (never bundled into the gallery). */
function sharedPackages(): Promise<Shared> {
  const load = <T>(name: string) => import(/* @vite-ignore */ name) as Promise<T>;
  shared ??= Promise.all([load<typeof Api>('@curbside/api'), load<typeof State>('@curbside/state'), load<typeof Contracts>('@curbside/contracts')])
    .then(([api, state, contracts]) => ({ api, state, contracts }));
  return shared;
}

/**
 * The page's client for the gallery's origin, which never leaves the gallery on a 401 (the
 * client's default goes to /login; an element that unmounts may have put that default back).
 */
export async function galleryClient(): Promise<Api.ApiClient> {
  const { api } = await sharedPackages();
  const client = api.getApiClient('', API_KEY);
  client.setUnauthorizedHandler(() => {});
  return client;
}

/** The signed-in user's address, or null: asks the server (the cookie session). */
export async function currentUser(): Promise<string | null> {
  const { state } = await sharedPackages();
  const user = await state.loadSession(await galleryClient());
  return user?.user.loginId ?? null;
}

/** Calls `listener` with the signed-in address whenever the page's session changes (a sign-in inside an element too). */
export async function watchUser(listener: (email: string | null) => void): Promise<void> {
  const { state } = await sharedPackages();
  const client = await galleryClient();
  let last: string | null | undefined;
  state.sessionStore.subscribe((session) => {
    // curb-login sets only the flag (the portal's root config loads the user): load it here.
    if (session.isAuthenticated && !session.userData) void state.loadSession(client);
    const email = session.isAuthenticated ? (session.userData?.user.loginId ?? null) : null;
    if (email !== last) listener((last = email));
  });
}

/** Signs out whoever is signed in, then in as `email` with the code from the development outbox. */
export async function signInAs(email: string): Promise<void> {
  const { state, contracts } = await sharedPackages();
  const client = await galleryClient();
  await signOut();
  const started = await client.call(contracts.endpoints.auth.loginInitiate, { body: { email } });
  if (started.type !== 'otp') throw new Error(`${email} signs in through single sign-on, not a code`);
  const outbox = await fetch(`/api/dev/outbox?email=${encodeURIComponent(email)}`, { headers: { accept: 'application/json' } });
  if (!outbox.ok) throw new Error('The demo sign-in needs the development outbox (development and test servers only).');
  const { code } = (await outbox.json()) as { code: string };
  await client.call(contracts.endpoints.auth.loginComplete, { body: { guid: started.guid, password: code } });
  await state.loadSession(client);
}

/** Signs out and forgets the user's cached data, so the next user starts clean. */
export async function signOut(): Promise<void> {
  const { state, contracts } = await sharedPackages();
  const client = await galleryClient();
  await client.call(contracts.endpoints.auth.logout).catch(() => undefined);
  state.queryClient.clear();
  state.sessionStore.getState().clearSession();
}

/**
 * The user's dark mode setting (the ui store: what an element without a `theme` attribute
 * follows): `listener` hears it now and on every change.
 */
export async function watchDarkMode(listener: (dark: boolean) => void): Promise<void> {
  const { state } = await sharedPackages();
  listener(state.uiStore.getState().darkMode);
  state.uiStore.subscribe((ui, before) => {
    if (ui.darkMode !== before.darkMode) listener(ui.darkMode);
  });
}

export async function setDarkMode(dark: boolean): Promise<void> {
  const { state } = await sharedPackages();
  state.uiStore.getState().setDarkMode(dark);
}
