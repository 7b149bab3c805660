import { createStore } from 'zustand/vanilla';
import type { ApiClient } from '@curbside/api';
import { endpoints } from '@curbside/contracts';
import type { AuthType, Country, Firm, UserData } from '@curbside/contracts';

export interface LoginFlow {
  email?: string | null;
  guid: string | null;
  authType: AuthType | null;
  ssoUrl?: string | null;
  selfOnboarding?: boolean;
}

export interface SessionState {
  userData: UserData | null;
  firm: Firm | null;
  countries: Country[];
  /** spec 000 §4: true after user data loads, false on failure and on any 401. */
  isAuthenticated: boolean;
  /** spec 000 §2: where to go after login (default the root). */
  redirectPath: string | null;
  authType: AuthType | null;
  ssoUrl: string | null;
  email: string | null;
  guid: string | null;
  selfOnboarding: boolean;
  setUserData(userData: UserData | null): void;
  setFirm(firm: Firm | null): void;
  setCountries(countries: Country[]): void;
  setAuthenticated(isAuthenticated: boolean): void;
  setRedirectPath(redirectPath: string | null): void;
  /** Remembers the login-initiate answer (and the email typed) for the next login step and the 401 redirect. */
  setLoginFlow(flow: LoginFlow): void;
  /** Forgets the user, the firm and the login flow (logout); countries stay, they are not personal. */
  clearSession(): void;
}

const signedOut = {
  userData: null,
  firm: null,
  isAuthenticated: false,
  redirectPath: null,
  authType: null,
  ssoUrl: null,
  email: null,
  guid: null,
  selfOnboarding: false,
} satisfies Partial<SessionState>;

export function createSessionStore() {
  return createStore<SessionState>()((set) => ({
    ...signedOut,
    countries: [],
    setUserData: (userData) => set({ userData }),
    setFirm: (firm) => set({ firm }),
    setCountries: (countries) => set({ countries }),
    setAuthenticated: (isAuthenticated) => set({ isAuthenticated }),
    setRedirectPath: (redirectPath) => set({ redirectPath }),
    setLoginFlow: (flow) =>
      set((state) => ({
        email: flow.email === undefined ? state.email : flow.email,
        guid: flow.guid,
        authType: flow.authType,
        ssoUrl: flow.ssoUrl ?? null,
        selfOnboarding: flow.selfOnboarding ?? false,
      })),
    clearSession: () => set({ ...signedOut }),
  }));
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** One per page; shared by every element when loaded through the import map. */
export const sessionStore: SessionStore = createSessionStore();

/** The part of the @curbside/api client the session needs. */
export type SessionClient = Pick<ApiClient, 'call' | 'onUnauthorized'>;

const inFlight = new WeakMap<SessionStore, Promise<UserData | null>>();

/**
 * spec 000 §2 'On entering an authenticated route': fetches user data, then firm data and
 * countries. Resolves the user data, or null when it could not be loaded (the flag is then
 * false; the caller stores the redirect path). Country failures are ignored (000 §7); a firm
 * failure is logged and leaves `firm` null. Calls made while one is running share it, so
 * several elements mounting at once fetch once.
 */
export function loadSession(client: SessionClient, store: SessionStore = sessionStore): Promise<UserData | null> {
  const running = inFlight.get(store);
  if (running) return running;
  const load = (async () => {
    const state = store.getState();
    let userData: UserData;
    try {
      userData = await client.call(endpoints.users.userData);
    } catch (error) {
      state.setAuthenticated(false);
      if (!isUnauthorized(error)) console.error('Failed to load user data', error);
      return null;
    }
    state.setUserData(userData);
    state.setAuthenticated(true);
    const [firm, countries] = await Promise.allSettled([
      client.call(endpoints.users.firmData),
      client.call(endpoints.users.countries),
    ]);
    if (firm.status === 'fulfilled') state.setFirm(firm.value);
    else console.error('Failed to load firm data', firm.reason);
    if (countries.status === 'fulfilled') state.setCountries(countries.value);
    return userData;
  })();
  inFlight.set(store, load);
  void load.finally(() => inFlight.delete(store));
  return load;
}

/**
 * Loads the session again because what identifies the user changed (a host page's token, issue 9):
 * a load already running was sent without it, so its answer (a 401) is not this session's; the
 * new load starts once it is over instead of sharing it.
 */
export function reloadSession(client: SessionClient, store: SessionStore = sessionStore): Promise<UserData | null> {
  const running = inFlight.get(store);
  if (!running) return loadSession(client, store);
  return running.then(() => loadSession(client, store), () => loadSession(client, store));
}

const connected = new WeakMap<object, Map<SessionStore, () => void>>();

/**
 * spec 000 §4: 'Any HTTP 401 clears the flag'. Idempotent per client and store, so every
 * element can call it on mount; returns a function that disconnects.
 */
export function connectSessionToApi(client: Pick<ApiClient, 'onUnauthorized'>, store: SessionStore = sessionStore): () => void {
  let byStore = connected.get(client);
  if (!byStore) connected.set(client, (byStore = new Map()));
  const existing = byStore.get(store);
  if (existing) return existing;
  const unsubscribe = client.onUnauthorized(() => store.getState().setAuthenticated(false));
  const disconnect = () => {
    unsubscribe();
    byStore.delete(store);
  };
  byStore.set(store, disconnect);
  return disconnect;
}

function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}
