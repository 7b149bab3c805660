import { endpoints } from '@curbside/contracts';
import type { ConfirmSetup, CreditCardEntry, CreditCardList, SetupIntent } from '@curbside/contracts';
import type { useApi } from '@curbside/ui';
import { accountKeys } from '../account-logic.ts';

type Api = ReturnType<typeof useApi>;

/**
 * Whose cards a card list and its 'Add' panel work on (spec 000 §7 Credit cards): a user's
 * (/users/{id}/creditCards/*) or the firm's (super admin, /superadmin/creditCards/*). Firm
 * cards need no description and are never default (000 §4, §5); they are only listed, added
 * and deleted.
 */
export interface CardSource {
  kind: 'user' | 'firm';
  queryKey: readonly unknown[];
  list(signal: AbortSignal): Promise<CreditCardList>;
  initSetup(): Promise<SetupIntent>;
  confirmSetup(body: ConfirmSetup): Promise<CreditCardEntry>;
  remove(entry: CreditCardEntry): Promise<unknown>;
}

export function userCardSource(api: Api, userId: number): CardSource {
  return {
    kind: 'user',
    queryKey: accountKeys.cards(userId),
    list: (signal) => api.call(endpoints.creditCards.list, { params: { id: userId }, signal }),
    initSetup: () => api.call(endpoints.creditCards.initSetup, { params: { id: userId }, body: { isFirmCard: false } }),
    confirmSetup: (body) => api.call(endpoints.creditCards.confirmSetup, { params: { id: userId }, body }),
    remove: (entry) => api.call(endpoints.creditCards.remove, { params: { id: userId, cardId: entry.card.creditCardId } }),
  };
}

export function firmCardSource(api: Api): CardSource {
  return {
    kind: 'firm',
    queryKey: accountKeys.firmCards(),
    list: (signal) => api.call(endpoints.creditCards.firmCards, { signal }),
    initSetup: () => api.call(endpoints.creditCards.firmInitSetup),
    // 000 §4: a firm card is never the default payment method.
    confirmSetup: (body) => api.call(endpoints.creditCards.firmConfirmSetup, { body: { ...body, setAsDefault: false } }),
    remove: (entry) => api.call(endpoints.creditCards.firmRemove, { body: { creditCardId: entry.card.creditCardId } }),
  };
}
