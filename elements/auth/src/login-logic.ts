// Pure rules of curb-login: no React, no DOM, no network (unit tested in login-logic.test.ts).
import { TEXT } from './messages.ts';

export const LOGIN_MODES = ['login', 'signup', 'concur-signup'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

/** The `mode` attribute as a view; anything unknown is the sign-in view. */
export function parseMode(value: unknown): LoginMode {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (LOGIN_MODES as readonly string[]).includes(text) ? (text as LoginMode) : 'login';
}

/** The view a page path stands for (spec 000 §2 routes), or null for any other path. */
export function modeFromPath(pathname: string): LoginMode | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/login') return 'login';
  if (path === '/signup') return 'signup';
  if (path === '/concur-signup') return 'concur-signup';
  return null;
}

/**
 * The view to show: the `mode` attribute when the host set one, else the page path
 * (the portal mounts one curb-login for /login, /signup and /concur-signup), else 'login'.
 */
export function resolveMode(attribute: string | null, pathname: string): LoginMode {
  if (attribute !== null && attribute.trim() !== '') return parseMode(attribute);
  return modeFromPath(pathname) ?? 'login';
}

// The address rule of the API's contract (zod's z.email()), so what passes here passes there.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** What the 'Email or firm code' box holds. */
export type AddressInput =
  | { kind: 'email'; email: string }
  | { kind: 'firmCode'; firmCode: string }
  | { kind: 'invalid'; error: string };

/**
 * spec 000 §7 POST /auth/login/initiate {email} or {firmCode}: text with an '@' is an
 * email (and must be a valid one), anything else a firm code.
 */
export function classifyAddress(raw: string): AddressInput {
  const value = raw.trim();
  if (value === '') return { kind: 'invalid', error: TEXT.required };
  if (value.includes('@')) return isValidEmail(value) ? { kind: 'email', email: value } : { kind: 'invalid', error: TEXT.emailNotValid };
  return { kind: 'firmCode', firmCode: value };
}

export interface SsoReturn {
  guid: string;
  sessionId: string;
}

/** The identity provider sends the user back to /login?guid=...&sessionId=...; null unless both are there. */
export function readSsoReturn(search: string): SsoReturn | null {
  const params = new URLSearchParams(search);
  const guid = params.get('guid')?.trim();
  const sessionId = params.get('sessionId')?.trim();
  return guid && sessionId ? { guid, sessionId } : null;
}

/** The URL (path, query, hash) without the SSO return parameters, for history.replaceState. */
export function withoutSsoParams(url: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(url.search);
  params.delete('guid');
  params.delete('sessionId');
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash}`;
}

export interface ConcurSignup {
  signupCode: string;
  username: string;
  requestToken: string;
  userId: string;
}

const CONCUR_FIELDS = ['signupCode', 'username', 'requestToken', 'userId'] as const;

/** spec 000 §7 POST /concur/signup {signupCode, username, requestToken, userId}: all four from the link, else null. */
export function readConcurSignup(search: string): ConcurSignup | null {
  const params = new URLSearchParams(search);
  const values: Partial<ConcurSignup> = {};
  for (const field of CONCUR_FIELDS) {
    const value = params.get(field)?.trim();
    if (!value) return null;
    values[field] = value;
  }
  return values as ConcurSignup;
}

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
}

export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

/** spec 000 §5: names are required ('Required'); the email is required and valid ('Email is not valid'). */
export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  if (values.firstName.trim() === '') errors.firstName = TEXT.required;
  if (values.lastName.trim() === '') errors.lastName = TEXT.required;
  if (values.email.trim() === '') errors.email = TEXT.required;
  else if (!isValidEmail(values.email)) errors.email = TEXT.emailNotValid;
  return errors;
}

/** A one-time code as typed: spaces and dashes some mail clients add are dropped. */
export function normalizeCode(raw: string): string {
  return raw.replace(/[\s-]+/g, '');
}
