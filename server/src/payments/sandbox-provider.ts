import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CardBrand } from '@curbside/contracts';
import { cardBrandFromNumber, stripCardNumber, validateCardForm } from '@curbside/domain';
import type { Db } from '../db/connection.ts';
import { isoNow } from '../db/json-column.ts';
import {
  consumeSetupIntentRow, findSetupIntent, insertSetupIntent, succeedSetupIntent, type SetupIntentRow,
} from './setup-intent-repository.ts';

/**
 * The payment sandbox: a stand-in for the payment provider (000 §4 Credit card add flow).
 * The merchant side (credit-cards routes) creates and reads setup intents here; the
 * provider frame confirms them with the card. The number is checked and dropped:
 * only brand, last 4 digits, expiry, holder and zip are kept.
 */

/** What initSetup hands the portal to open the provider frame (000 §7). */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox_curbside';

/** Test numbers with a fixed outcome (the provider's own messages); other valid numbers succeed. */
export const SANDBOX_DECLINES: Readonly<Record<string, { code: string; message: string }>> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};


/** Whose card a setup intent will become: a user's, or a firm card. */
export type SetupCustomer = { userId: number } | { firmId: number };

const customerKey = (customer: SetupCustomer): string =>
  'userId' in customer ? `user:${customer.userId}` : `firm:${customer.firmId}`;

const token = (bytes: number): string => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

/** 'seti_X_secret_Y' -> 'seti_X' (the provider's convention: the secret names its intent). */
export function setupIntentIdFromSecret(clientSecret: string): string | null {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : null;
}

export async function createSetupIntent(db: Db, customer: SetupCustomer): Promise<{ id: string; clientSecret: string }> {
  const id = `seti_${token(18)}`;
  const clientSecret = `${id}_secret_${token(24)}`;
  await insertSetupIntent(db.kysely, {
    setup_intent_id: id, client_secret: clientSecret, customer: customerKey(customer), status: 'requires_payment_method',
    brand: null, last4: null, exp_month: null, exp_year: null, holder_name: null, zip: null, created_at: isoNow(), consumed_at: null,
  });
  return { id, clientSecret };
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function findSetupIntentBySecret(db: Db, clientSecret: string): Promise<SetupIntentRow | undefined> {
  const id = setupIntentIdFromSecret(clientSecret);
  if (!id) return undefined;
  const row = await findSetupIntent(db.kysely, id);
  return row && sameSecret(row.client_secret, clientSecret) ? row : undefined;
}

/** The card the provider frame submits (never stored or logged as such). */
export interface SandboxCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  zip: string | null;
}

export type ConfirmOutcome =
  | { ok: true; intent: SetupIntentRow }
  | { ok: false; status: number; code: string; message: string };

/**
 * Confirm a setup intent with a card: the provider's checks (number, brand, expiry,
 * holder), then the test-number outcomes. Success keeps brand, last4, expiry, holder
 * and zip, and marks the intent succeeded.
 */
export async function confirmSetupIntent(db: Db, id: string, clientSecret: string, card: SandboxCardInput, now = new Date()): Promise<ConfirmOutcome> {
  const intent = await findSetupIntent(db.kysely, id);
  if (!intent || !sameSecret(intent.client_secret, clientSecret)) {
    return { ok: false, status: 404, code: 'resource_missing', message: 'No such setup intent.' };
  }
  if (intent.status === 'succeeded') {
    return { ok: false, status: 400, code: 'setup_intent_unexpected_state', message: 'This setup intent has already been confirmed.' };
  }
  const number = stripCardNumber(card.number);
  const expiry = `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
  // The provider knows no billing system: it checks a zip when the frame sends one (the FN frame hides it).
  // The description is the merchant's field, not the provider's: its message is ignored here.
  const errors = validateCardForm(
    { number, holderName: card.holderName, expiry, ...(card.zip ? { zip: card.zip } : {}) },
    { billingSystem: 'SG2', isFirmCard: false, isImported: false, isAmexVirtual: false, now },
  );
  const firstError = errors.number ?? errors.expiry ?? errors.holderName ?? errors.zip;
  if (firstError) return { ok: false, status: 402, code: 'invalid_card', message: firstError };
  const decline = SANDBOX_DECLINES[number];
  if (decline) return { ok: false, status: 402, ...decline };

  const brand: CardBrand = cardBrandFromNumber(number);
  const updated = await succeedSetupIntent(db.kysely, id, {
    brand, last4: number.slice(-4), exp_month: card.expMonth, exp_year: card.expYear,
    holder_name: card.holderName.trim(), zip: card.zip?.trim() || null,
  });
  if (!updated) return { ok: false, status: 400, code: 'setup_intent_unexpected_state', message: 'This setup intent has already been confirmed.' };
  return { ok: true, intent: updated };
}

/** The merchant's read of an intent (confirmSetup): only one of its own customer. */
export async function retrieveSetupIntent(db: Db, id: string, customer: SetupCustomer): Promise<SetupIntentRow | undefined> {
  return findSetupIntent(db.kysely, id, customerKey(customer));
}

/** Mark an intent used, once: false when it already gave its card. */
export async function consumeSetupIntent(db: Db, id: string): Promise<boolean> {
  return consumeSetupIntentRow(db.kysely, id, isoNow());
}
