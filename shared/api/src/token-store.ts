import type { LoginCompleteResponse } from '@curbside/contracts';

/** Local storage keys of the session (000 §7 'It stores expiresAtEpoch, and the token only in non-secure mode'). */
export const TOKEN_KEY = 'curb.token';
export const EXPIRES_AT_KEY = 'curb.expiresAtEpoch';
/** How the user signs in (from the login-initiate answer), for the 401 redirect (000 §4). */
export const LOGIN_ROUTE_KEY = 'curb.loginRoute';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where the 401 rule sends the user: the SSO page for SSO logins, else /login. */
export interface LoginRoute {
  type: string | null;
  ssoUrl: string | null;
}

export interface TokenStore {
  /** The bearer token; present only in non-secure mode. */
  getToken(): string | null;
  /** Session expiry, epoch seconds. */
  getExpiresAtEpoch(): number | null;
  /** Non-secure mode: the server handed the token to the page instead of an HttpOnly cookie. */
  isNonSecure(): boolean;
  /** Store a login or refresh answer: the expiry always, the token only when the answer carries one. */
  saveLogin(answer: LoginCompleteResponse): void;
  /** Forget the session (401, logout). */
  clear(): void;
  getLoginRoute(): LoginRoute | null;
  saveLoginRoute(route: LoginRoute): void;
}

/** Keeps working without local storage (private mode, node): a map for this page only. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

function defaultStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) return storage;
  } catch {
    // Access to localStorage throws in some sandboxed iframes.
  }
  return memoryStorage();
}

export function createTokenStore(storage: KeyValueStorage = defaultStorage()): TokenStore {
  const read = (key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null): void => {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // Storage full or denied: the session still works for this page through the cookie.
    }
  };

  return {
    getToken: () => read(TOKEN_KEY) || null,
    getExpiresAtEpoch: () => {
      const raw = read(EXPIRES_AT_KEY);
      if (raw === null || raw === '') return null;
      const value = Number(raw);
      return Number.isFinite(value) ? value : null;
    },
    isNonSecure: () => Boolean(read(TOKEN_KEY)),
    saveLogin: (answer) => {
      write(EXPIRES_AT_KEY, String(answer.expiresAtEpoch));
      if (answer.token) write(TOKEN_KEY, answer.token);
    },
    clear: () => {
      write(TOKEN_KEY, null);
      write(EXPIRES_AT_KEY, null);
    },
    getLoginRoute: () => {
      const raw = read(LOGIN_ROUTE_KEY);
      if (!raw) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (parsed && typeof parsed === 'object') {
          const { type, ssoUrl } = parsed as Record<string, unknown>;
          return { type: typeof type === 'string' ? type : null, ssoUrl: typeof ssoUrl === 'string' ? ssoUrl : null };
        }
      } catch {
        // A corrupt entry counts as none.
      }
      return null;
    },
    saveLoginRoute: (route) => write(LOGIN_ROUTE_KEY, JSON.stringify({ type: route.type, ssoUrl: route.ssoUrl })),
  };
}
