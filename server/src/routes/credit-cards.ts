import { randomInt } from 'node:crypto';
import { endpoints, type CreditCardEntry } from '@curbside/contracts';
import {
  CARD_ERRORS, VIRTUAL_CARD_ERRORS, canSetDefaultCard, isFirstCardDefault, nextDefaultCard, validateVirtualCard,
  type DefaultCardRefusal,
} from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import {
  accountAccess, requireAmexProfile, requireCardLimitsEditor, requireFirmCardEditor,
} from '../access/index.ts';
import type { Caller } from '../auth/session.ts';
import { isFirmCard, expiryDate, toCardEntry } from '../cards/card-record.ts';
import {
  activeCardsOfUser, cardsOfUser, deleteCard, deleteFirmCard, findUserCard, firmCards, insertCard, setDefaultCard, updateCard,
  type CardRow,
} from '../cards/card-repository.ts';
import { isoNow } from '../db/json-column.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { requestOrigin } from '../http/origin.ts';
import { placeStatusOf } from '../places/validation.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import {
  SANDBOX_PUBLISHABLE_KEY, consumeSetupIntent, createSetupIntent, retrieveSetupIntent, type SetupCustomer,
} from '../payments/sandbox-provider.ts';
import { SANDBOX_BASE_PATH } from '../payments/card-frame-protocol.ts';
import { updateUser } from '../users/user-repository.ts';

/** Cards saved through the payment provider (000 §3 sources: SG2, SG1, CP, feed). */
const PROVIDER_SOURCE = 'CP';

/** 400 messages for 000 §4 'cannot be set default', by the domain rule's reason. */
export const DEFAULT_CARD_REFUSALS: Record<DefaultCardRefusal, string> = {
  alreadyDefault: 'This card is already the default payment method',
  expired: 'An expired card cannot be the default payment method',
  firmCard: 'A firm card cannot be the default payment method',
};

const defaultEntry = (row: CardRow) => ({ isDefault: row.is_default === 1, isFirmCard: isFirmCard(row), card: { expDate: row.exp_date } });

// spec 000 §7 Credit cards, §4 Credit card
export function registerCreditCardRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  async function userCard(userId: number, cardId: number): Promise<CardRow> {
    const row = await findUserCard(db, userId, cardId);
    if (!row) throw notFound('Credit card not found');
    return row;
  }

  /** 000 §4: refuse a card that is default already, expired or a firm card; else make it the only default. */
  async function makeDefault(row: CardRow): Promise<void> {
    const verdict = canSetDefaultCard(defaultEntry(row), new Date());
    if (!verdict.ok) throw badRequest(DEFAULT_CARD_REFUSALS[verdict.reason]);
    const userId = row.user_id;
    if (userId === null) throw badRequest(DEFAULT_CARD_REFUSALS.firmCard);
    await db.transaction().execute((trx) => setDefaultCard(trx, userId, row.credit_card_id));
  }

  function cardChanged(userId: number | null, firmId: number): void {
    if (userId !== null) app.events.publish({ userId }, 'card-changed', { userId });
    else app.events.publish({ firmId }, 'card-changed', { firmId });
  }

  /**
   * Save the card of a succeeded setup intent (000 §4 add flow steps 2-4): the provider's
   * brand, last4, expiry, holder and zip; the first card of a user is default.
   */
  async function saveFromIntent(
    caller: Caller,
    customer: SetupCustomer,
    input: { setupIntentId: string; setAsDefault: boolean; description?: string | undefined },
  ): Promise<CreditCardEntry> {
    const intent = await retrieveSetupIntent(app.db, input.setupIntentId, customer);
    if (!intent) throw notFound('Setup intent not found');
    if (intent.status !== 'succeeded' || !intent.brand || !intent.last4 || !intent.exp_month || !intent.exp_year) {
      throw badRequest('The card has not been confirmed with the payment provider');
    }
    const userId = 'userId' in customer ? customer.userId : null;
    const description = input.description?.trim() || null;
    if (userId !== null && !description) throw badRequest(CARD_ERRORS.descriptionRequired);
    if (!(await consumeSetupIntent(app.db, intent.setup_intent_id))) throw badRequest('This card has already been saved');

    const existing = userId === null ? [] : await activeCardsOfUser(db, userId);
    const isDefault = userId !== null && (isFirstCardDefault(existing.length) || input.setAsDefault);
    const row = await db.transaction().execute(async (trx) => {
      const card = await insertCard(trx, {
        firm_id: caller.user.firm_id, user_id: userId, is_default: 0, is_imported: 0, source: PROVIDER_SOURCE,
        brand: intent.brand ?? 'None', last4: intent.last4 ?? '0000', exp_date: expiryDate(intent.exp_month ?? 1, intent.exp_year ?? 2000),
        description, billing_name: intent.holder_name, billing_zip: intent.zip, amex_card_valid_to_date: null, amex_card_balance: null,
        status: 'active', setup_intent_id: intent.setup_intent_id, created_at: isoNow(),
      });
      if (!isDefault || userId === null) return card;
      await setDefaultCard(trx, userId, card.credit_card_id);
      return { ...card, is_default: 1 as const };
    });
    cardChanged(userId, caller.user.firm_id);
    return toCardEntry(row);
  }

  registerEndpoint(app, endpoints.creditCards.list, async ({ caller, params }) => {
    const { target } = await accountAccess(db, caller, params.id);
    const rows = await cardsOfUser(db, target.user_id);
    return {
      creditCards: rows.filter((r) => r.status === 'active').map(toCardEntry),
      hasPendingVirtualCard: rows.some((r) => r.status === 'pending' && r.brand === 'AMEXVIRTUAL'),
    };
  });

  // The legacy flows (vault id, provider token) are no longer used (000 §4): a token is read as a setup intent id.
  registerEndpoint(app, endpoints.creditCards.save, async ({ caller, params, body }) => {
    const { target } = await accountAccess(db, caller, params.id);
    if ('cchaId' in body) throw badRequest('Failed to add credit card');
    return saveFromIntent(caller, { userId: target.user_id }, { setupIntentId: body.cardToken, setAsDefault: body.setAsDefault, description: body.description });
  });

  registerEndpoint(app, endpoints.creditCards.token, async ({ caller, params, query }) => {
    const { target } = await accountAccess(db, caller, params.id);
    const row = await userCard(target.user_id, query.cardId);
    return { token: `pm_sandbox_${row.credit_card_id}` };
  });

  registerEndpoint(app, endpoints.creditCards.update, async ({ caller, params, body }) => {
    const { target } = await accountAccess(db, caller, params.id);
    const row = await userCard(target.user_id, params.cardId);
    const changes: Partial<CardRow> = {};
    if (body.description !== undefined && body.description !== null) {
      if (!body.description.trim() && !isFirmCard(row)) throw badRequest(CARD_ERRORS.descriptionRequired);
      changes.description = body.description.trim() || null;
    }
    // 000 §5/§6: only a super admin edits the virtual card's balance and valid-to date.
    const limitsChange = (body.amexCardBalance != null && body.amexCardBalance !== row.amex_card_balance)
      || (body.amexCardValidToDate != null && body.amexCardValidToDate !== row.amex_card_valid_to_date);
    if (limitsChange) {
      requireCardLimitsEditor(caller);
      if (row.brand !== 'AMEXVIRTUAL') throw badRequest('Only an American Express virtual card has a balance and a valid-to date');
      if (body.amexCardBalance != null) {
        if (!(body.amexCardBalance > 0)) throw badRequest(VIRTUAL_CARD_ERRORS.invalidCreditLimit);
        changes.amex_card_balance = body.amexCardBalance;
      }
      if (body.amexCardValidToDate != null) Object.assign(changes, { amex_card_valid_to_date: body.amexCardValidToDate, exp_date: body.amexCardValidToDate });
    }
    if (body.setAsDefault && row.is_default !== 1) await makeDefault({ ...row, ...changes });
    if (Object.keys(changes).length) await updateCard(db, row.credit_card_id, changes);
    cardChanged(target.user_id, target.firm_id);
    return toCardEntry(await userCard(target.user_id, row.credit_card_id));
  });

  // Deleting the default card hands the default to the next card that can take it (000 §4/§9 first-card rule).
  registerEndpoint(app, endpoints.creditCards.remove, async ({ caller, params }) => {
    const { target } = await accountAccess(db, caller, params.id);
    const row = await userCard(target.user_id, params.cardId);
    await db.transaction().execute(async (trx) => {
      await deleteCard(trx, row.credit_card_id);
      const remaining = await activeCardsOfUser(trx, target.user_id);
      const next = nextDefaultCard(remaining.map((card) => ({ ...defaultEntry(card), row: card })), new Date());
      if (next) await setDefaultCard(trx, target.user_id, next.row.credit_card_id);
    });
    cardChanged(target.user_id, target.firm_id);
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.creditCards.setDefault, async ({ caller, params }) => {
    const { target } = await accountAccess(db, caller, params.id);
    await makeDefault(await userCard(target.user_id, params.cardId));
    cardChanged(target.user_id, target.firm_id);
    return { ok: true as const };
  });

  // 000 §7: in the user id and the firm-card flag; out the publishable key and the intent.
  registerEndpoint(app, endpoints.creditCards.initSetup, async ({ caller, params, body }) => {
    const { target } = await accountAccess(db, caller, params.id);
    if (body.isFirmCard) requireFirmCardEditor(caller);
    const customer: SetupCustomer = body.isFirmCard ? { firmId: target.firm_id } : { userId: target.user_id };
    const intent = await createSetupIntent(app.db, customer);
    return { publishableKey: SANDBOX_PUBLISHABLE_KEY, setupIntentClientSecret: intent.clientSecret, setupIntentId: intent.id };
  });

  registerEndpoint(app, endpoints.creditCards.confirmSetup, async ({ caller, params, body }) => {
    const { target } = await accountAccess(db, caller, params.id);
    return saveFromIntent(caller, { userId: target.user_id }, body);
  });

  // ---- Firm cards (super admin) ----

  registerEndpoint(app, endpoints.creditCards.firmCards, async ({ caller }) =>
    ({ creditCards: (await firmCards(db, caller.user.firm_id)).map(toCardEntry), hasPendingVirtualCard: false }));

  registerEndpoint(app, endpoints.creditCards.firmInitSetup, async ({ caller }) => {
    const intent = await createSetupIntent(app.db, { firmId: caller.user.firm_id });
    return { publishableKey: SANDBOX_PUBLISHABLE_KEY, setupIntentClientSecret: intent.clientSecret, setupIntentId: intent.id };
  });

  registerEndpoint(app, endpoints.creditCards.firmConfirmSetup, async ({ caller, body }) =>
    saveFromIntent(caller, { firmId: caller.user.firm_id }, body));

  registerEndpoint(app, endpoints.creditCards.firmRemove, async ({ caller, body }) => {
    if (!(await deleteFirmCard(db, caller.user.firm_id, body.creditCardId))) throw notFound('Credit card not found');
    cardChanged(null, caller.user.firm_id);
    return { ok: true as const };
  });

  // ---- American Express virtual card (super admin, 000 §5 Virtual card creation) ----

  registerEndpoint(app, endpoints.creditCards.createVirtualCard, async ({ caller, params, body }) => {
    const { target } = await accountAccess(db, caller, params.id);
    const firm = caller.firm;
    const amexAccountId = requireAmexProfile(firm);
    const details = body.amexUserDetails;
    const hasExistingCardAccount = Boolean(target.amex_user_id);
    const errors = validateVirtualCard({
      validToDate: details.validToDate,
      creditLimit: details.cardAmount,
      description: details.description,
      dateOfBirth: details.dateOfBirth,
      residenceAddress: details.residenceAddress,
      residenceStatus: hasExistingCardAccount ? null : placeStatusOf(details.residenceAddress),
      hasExistingCardAccount,
      isFirmCard: false,
      amexLimitAmount: firm.amex_limit_amount,
      now: new Date(),
    });
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors);

    const existing = await activeCardsOfUser(db, target.user_id);
    const isDefault = isFirstCardDefault(existing.length) || details.setAsDefault;
    const validTo = details.validToDate.slice(0, 10);
    await db.transaction().execute(async (trx) => {
      if (!hasExistingCardAccount) await updateUser(trx, target.user_id, { amex_user_id: `${amexAccountId}-${target.user_id}` });
      const card = await insertCard(trx, {
        firm_id: target.firm_id, user_id: target.user_id, is_default: 0, is_imported: 0, source: PROVIDER_SOURCE,
        brand: 'AMEXVIRTUAL', last4: String(randomInt(0, 10_000)).padStart(4, '0'), exp_date: validTo,
        description: details.description?.trim() || null, billing_name: `${target.first_name} ${target.last_name}`, billing_zip: null,
        amex_card_valid_to_date: validTo, amex_card_balance: details.cardAmount, status: 'active', setup_intent_id: null, created_at: isoNow(),
      });
      if (isDefault) await setDefaultCard(trx, target.user_id, card.credit_card_id);
    });
    cardChanged(target.user_id, target.firm_id);
    return { ok: true as const };
  });

  // On-demand enrolment: the sandbox's enrolment page stands in for the issuer's.
  registerEndpoint(app, endpoints.creditCards.onDemandInitEnroll, ({ request, body }) => {
    const name = `${body.buyerDetails.firstName} ${body.buyerDetails.lastName}`;
    return { url: `${requestOrigin(request)}${SANDBOX_BASE_PATH}/enroll?buyer=${encodeURIComponent(name)}` };
  });

  registerEndpoint(app, endpoints.creditCards.onDemandCancelEnroll, () => ({ ok: true as const }));
}
