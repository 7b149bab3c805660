import type { BillingSystem, CreditCardEntry, PaymentOptionCode, PaymentOptions } from '@curbside/contracts';
import { cardExpiredOnLabel, cardLabel, isCardExpired, type BookingStepperFields } from '@curbside/domain';

// spec 001 §3 payment options (CC / DB), §5 Payment and car service: a user card that is not
// expired, or pay by company, or (billing system FN and bill-company set). 000 §8: an expired
// card says 'Expired on {month/year}'.

export const COMPANY_CHOICE = 'company';

export interface PaymentChoice {
  /** 'card-{userCreditCardId}' or 'company'. */
  value: string;
  label: string;
  /** A second line: the card's description and expiry, or why it is refused. */
  detail: string | null;
  disabled: boolean;
  entry: CreditCardEntry | null;
}

/** designed */
export const BILL_TO_COMPANY_LABEL = 'Bill to company';

export function cardChoiceValue(entry: Pick<CreditCardEntry, 'userCreditCardId'>): string {
  return `card-${entry.userCreditCardId}`;
}

function expiryText(expDate: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(expDate);
  return match ? `Expires ${match[2]}/${match[1]?.slice(2)}` : '';
}

/**
 * The radio choices of 'Payment method': the user's cards (an expired one listed but disabled,
 * with 'Expired on MM/YY'), plus 'Bill to company' when the server offers DB. The booking's
 * own card is listed too when the server no longer returns it (an edited or duplicated booking
 * whose card has expired since), so the user sees why it cannot be used.
 */
export function paymentChoices(
  options: Pick<PaymentOptions, 'options' | 'creditCards'>,
  bookingCard: CreditCardEntry | null,
  now: Date,
): PaymentChoice[] {
  const cards = [...options.creditCards];
  if (bookingCard && bookingCard.userCreditCardId > 0 && !cards.some((c) => c.userCreditCardId === bookingCard.userCreditCardId)) {
    cards.push(bookingCard);
  }
  const choices: PaymentChoice[] = cards.map((entry) => {
    const expired = isCardExpired(entry.card.expDate, now);
    const details = [entry.card.description, expired ? cardExpiredOnLabel(entry.card.expDate) : expiryText(entry.card.expDate)]
      .filter((text): text is string => Boolean(text));
    return {
      value: cardChoiceValue(entry),
      label: `${cardLabel(entry.card)}${entry.isDefault ? ' (default)' : ''}`,
      detail: details.join(' · ') || null,
      disabled: expired,
      entry,
    };
  });
  if (options.options.includes('DB')) {
    choices.push({ value: COMPANY_CHOICE, label: BILL_TO_COMPANY_LABEL, detail: null, disabled: false, entry: null });
  }
  return choices;
}

type PaymentFields = Pick<BookingStepperFields, 'paymentOption' | 'creditCard' | 'billCompany'>;

/** The choice the stepper holds now ('' when none). */
export function selectedPaymentChoice(state: PaymentFields, billingSystem: BillingSystem | null | undefined): string {
  if (state.paymentOption === 'DB' || (billingSystem === 'FN' && state.billCompany)) return COMPANY_CHOICE;
  if (state.creditCard && state.creditCard.userCreditCardId > 0) return cardChoiceValue(state.creditCard);
  return '';
}

/**
 * The stepper fields for a choice. Bill to company is DB; on an FN firm it also sets the
 * bill-company flag, which is how FN firms bill the company (001 §5). A card clears both.
 */
export function paymentPatch(choice: PaymentChoice, billingSystem: BillingSystem | null | undefined): PaymentFields {
  if (choice.value === COMPANY_CHOICE) {
    return { paymentOption: 'DB', creditCard: null, billCompany: billingSystem === 'FN' };
  }
  return { paymentOption: 'CC', creditCard: choice.entry, billCompany: false };
}

/**
 * What to preselect when the stepper has no payment yet: the server's default option, as the
 * default card (else the first usable one) or the company. Null when nothing fits.
 */
export function defaultPaymentChoice(
  choices: readonly PaymentChoice[],
  defaultOption: PaymentOptionCode | null,
): PaymentChoice | null {
  const usable = choices.filter((c) => !c.disabled);
  if (defaultOption === 'DB') return usable.find((c) => c.value === COMPANY_CHOICE) ?? null;
  if (defaultOption === 'CC') {
    const cards = usable.filter((c) => c.entry !== null);
    return cards.find((c) => c.entry?.isDefault) ?? cards[0] ?? null;
  }
  return null;
}
