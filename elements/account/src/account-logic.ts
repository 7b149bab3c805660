/**
 * Pure helpers of curb-account that are not spec rules (those live in @curbside/domain):
 * which tab to show, the query keys, the sandbox card frame's URL and messages.
 */
import { endpoints, queryKey } from '@curbside/contracts';
import type { AccountMode, AccountTabName } from './account.contract.ts';

/** The `mode` attribute as the element reads it: anything unknown (or empty) is the Manage account dialog. */
export function accountMode(attribute: string | null | undefined): AccountMode {
  const value = attribute?.trim().toLowerCase();
  return value === 'registration' || value === 'new-employee' ? value : 'account';
}

export const ACCOUNT_TAB_NAMES: readonly AccountTabName[] = ['contact', 'addresses', 'cards', 'bookers', 'onBehalf', 'preferences'];

export function isAccountTabName(value: unknown): value is AccountTabName {
  return typeof value === 'string' && (ACCOUNT_TAB_NAMES as readonly string[]).includes(value);
}

/** The tab to show: the requested one when the viewer may see it, else the first visible one. */
export function resolveTab(requested: string | null | undefined, visible: readonly string[]): string | null {
  if (visible.length === 0) return null;
  const wanted = requested?.trim();
  return wanted && visible.includes(wanted) ? wanted : (visible[0] ?? null);
}

/** The user whose account is shown: the `user-id` attribute when it is a positive id, else the signed-in user. */
export function accountUserId(attribute: number | null | undefined, signedIn: number | null | undefined): number | null {
  if (typeof attribute === 'number' && Number.isInteger(attribute) && attribute > 0) return attribute;
  return typeof signedIn === 'number' && signedIn > 0 ? signedIn : null;
}

/**
 * The calls the tabs cache, under the contract's keys (the page's one QueryClient), so manage
 * bookings and the stepper share the card list's cache and a card change refreshes them too.
 */
export const accountKeys = {
  account: (userId: number) => queryKey(endpoints.account.account, { params: { id: userId } }),
  cards: (userId: number) => queryKey(endpoints.creditCards.list, { params: { id: userId } }),
  /** The signed-in super admin's firm cards (GET /superadmin/creditCards/firm). */
  firmCards: () => queryKey(endpoints.creditCards.firmCards),
};

/** A key of the payment provider's sandbox (the reference server) rather than a real one. */
export function isSandboxKey(publishableKey: string): boolean {
  return publishableKey.startsWith('pk_sandbox');
}

export type SandboxTheme = 'light' | 'dark';

/**
 * URL of the server's sandbox card frame: `{apiBase}/payments/sandbox/card-frame?clientSecret&theme&billing`
 * (also as `billingSystem`, the server's name, which hides the zip for FN) and the page's origin,
 * which the frame answers to.
 */
export function sandboxFrameUrl(
  apiBase: string,
  options: { clientSecret: string; theme: SandboxTheme; billing: string | null | undefined; parentOrigin?: string | null },
): string {
  const base = apiBase.replace(/\/+$/, '');
  const query = new URLSearchParams({ clientSecret: options.clientSecret, theme: options.theme });
  if (options.billing) {
    query.set('billing', options.billing);
    query.set('billingSystem', options.billing);
  }
  if (options.parentOrigin) query.set('parentOrigin', options.parentOrigin);
  return `${base}/payments/sandbox/card-frame?${query.toString()}`;
}

/** The origin messages from the frame must come from (and ours go to). */
export function frameOrigin(frameUrl: string, pageHref: string): string {
  return new URL(frameUrl, pageHref).origin;
}

export const SANDBOX_CONFIRM = { type: 'curb-sandbox-confirm' } as const;

export type SandboxMessage =
  | { kind: 'height'; height: number }
  | { kind: 'succeeded'; setupIntentId: string }
  | { kind: 'failed'; message: string | null };

/** Reads a message of the sandbox frame; null for anything else. */
export function readSandboxMessage(data: unknown): SandboxMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'curb-sandbox-height') {
    const height = Number(message.height);
    return Number.isFinite(height) && height > 0 ? { kind: 'height', height: Math.ceil(height) } : null;
  }
  if (message.type !== 'curb-sandbox-result') return null;
  const error = message.error;
  if (typeof error === 'object' && error !== null) {
    const text = (error as { message?: unknown }).message;
    return { kind: 'failed', message: typeof text === 'string' && text.trim() ? text.trim() : null };
  }
  if (message.status === 'succeeded' && typeof message.setupIntentId === 'string' && message.setupIntentId) {
    return { kind: 'succeeded', setupIntentId: message.setupIntentId };
  }
  return { kind: 'failed', message: null };
}

/** 'MM/YY' of a card's ISO expiry date ('2027-12-31' -> '12/27'); the text itself when not a date. */
export function cardExpiryLabel(expDate: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(expDate.trim());
  return match ? `${match[2]}/${match[1]?.slice(2)}` : expDate;
}
