import {
  OutstandingEmailSchema, PaymentStatusSchema, type CardBrand, type CreditCardEntry, type OutstandingCharge, type OutstandingEmail,
  type OutstandingQuery, type OutstandingTotals, type PaymentStatus,
} from '@curbside/contracts';
import { cardLabel, formatDate, formatMoney, formatTime, isCardExpired, outstandingEmailDraft, sortCards } from '@curbside/domain';

// What curb-outstanding-charges shows and sends (001 §7 outstanding charges, 001 §3 payment
// statuses; issue 15): the filters as a query, a charge as a table row, the totals in words, the
// passenger's cards to choose from and the email form's fields. No React here.

/** The texts the screen shows (the spec gives none for this screen: designed). */
export const OUTSTANDING_TEXT = {
  title: 'Outstanding charges',
  unavailable: 'Outstanding charges are not available for your account.',
  empty: 'No outstanding charges',
  loading: 'Loading outstanding charges',
  converted: 'The charge is billed to the company',
  cardChanged: 'Card changed: the charge will be retried',
  emailSent: 'Email sent',
  noCards: 'The passenger has no saved card',
  noEmails: 'No emails sent yet',
  convertConfirmLabel: 'Bill to company',
} as const;

export const PAGE_SIZE = 100;

/** The filters as the user set them. */
export interface OutstandingFilters {
  /** '' for every payment status. */
  status: PaymentStatus | '';
  passenger: string;
  dateFrom: string;
  dateTo: string;
}

export const NO_FILTERS: OutstandingFilters = { status: '', passenger: '', dateFrom: '', dateTo: '' };

export const PAYMENT_STATUSES: readonly PaymentStatus[] = PaymentStatusSchema.options;

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return PaymentStatusSchema.safeParse(value).success;
}

/** 'From is after To' when both dates are set and out of order. */
export function datesError(filters: OutstandingFilters): string | null {
  return filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo ? 'The start date is after the end date' : null;
}

/** GET /rides/outstanding's query for the filters and the rows wanted. */
export function outstandingQuery(filters: OutstandingFilters, count: number): OutstandingQuery {
  const query: OutstandingQuery = { offset: 0, count };
  if (filters.status) query.paymentStatuses = [filters.status];
  if (filters.passenger.trim()) query.passenger = filters.passenger.trim();
  if (filters.dateFrom) query.dateFrom = filters.dateFrom;
  if (filters.dateTo) query.dateTo = filters.dateTo;
  return query;
}

export interface DisplaySettings {
  dateFormat: string | null;
  timeFormat: string | null;
}

/** A charge as the table shows it. */
export interface ChargeRowView {
  key: number;
  charge: OutstandingCharge;
  date: string;
  time: string;
  amount: string;
  card: string;
  emails: string;
}

/** Money as 001 §9 writes it, with the currency's en-US symbol: '$ 48.20 (USD)'. */
function money(amount: number, currency: string): string {
  const symbol = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value;
  return formatMoney(amount, currency, symbol);
}

const plural = (n: number, one: string, many: string): string => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function chargeRowView(charge: OutstandingCharge, settings: DisplaySettings): ChargeRowView {
  return {
    key: charge.rideId,
    charge,
    date: formatDate(charge.rideDate, settings.dateFormat),
    time: formatTime(charge.rideDate, settings.timeFormat),
    amount: money(charge.amount, charge.currency),
    card: charge.card ? cardLabel(charge.card) : 'No card',
    emails: charge.emailsSent ? plural(charge.emailsSent, 'email sent', 'emails sent') : '',
  };
}

/** '192 charges · $ 9,120.50 (USD)', and one such line per payment status. */
export function totalsLines(totals: OutstandingTotals): { all: string; byStatus: Array<{ status: PaymentStatus; text: string }> } {
  const line = (charges: number, amount: number) =>
    [plural(charges, 'charge', 'charges'), money(amount, totals.currency)].filter(Boolean).join(' · ');
  return {
    all: line(totals.charges, totals.amount),
    byStatus: totals.byStatus.map((s) => ({ status: s.paymentStatus, text: line(s.charges, s.amount) })),
  };
}

/** 'Showing 100 of 192 charges'. */
export function shownLine(shown: number, total: number): string {
  return `Showing ${shown.toLocaleString('en-US')} of ${plural(total, 'charge', 'charges')}`;
}

/** One of the passenger's cards to move the charge to. */
export interface CardChoice {
  creditCardId: number;
  label: string;
  expired: boolean;
  isDefault: boolean;
  /** The card the charge is on now. */
  current: boolean;
}

/** The passenger's cards, the default first and the expired last (these cannot be chosen). */
export function cardChoices(entries: readonly CreditCardEntry[], charge: OutstandingCharge, now: Date): CardChoice[] {
  return sortCards(entries, now).map((entry) => ({
    creditCardId: entry.card.creditCardId,
    label: cardLabel({ brand: entry.card.brand as CardBrand, last4: entry.card.last4 }),
    expired: isCardExpired(entry.card.expDate, now),
    isDefault: entry.isDefault,
    current: entry.card.creditCardId === charge.card?.creditCardId,
  }));
}

/** The first card the charge can move to: the default unless it is the current or expired one. */
export function firstChoosableCard(choices: readonly CardChoice[]): number | null {
  return choices.find((c) => !c.expired && !c.current)?.creditCardId ?? null;
}

/** The email form as typed: addresses as comma- or space-separated text. */
export interface EmailForm {
  recipients: string;
  ccs: string;
  subject: string;
  emailContent: string;
}

/** The form a charge's email opens with: the passenger as recipient, the subject and content from the template. */
export function emailFormOf(charge: OutstandingCharge, settings: DisplaySettings, firmName: string): EmailForm {
  const draft = outstandingEmailDraft({
    passengerName: charge.passengerName, reservationNumber: charge.reservationNumber,
    rideDate: formatDate(charge.rideDate, settings.dateFormat), amount: money(charge.amount, charge.currency),
    paymentStatus: charge.paymentStatus, firmName,
  });
  return { recipients: charge.passengerEmail ?? '', ccs: '', ...draft };
}

export const addressList = (text: string): string[] => text.split(/[\s,;]+/).map((a) => a.trim()).filter(Boolean);

export type EmailField = keyof EmailForm;

/** The request, or the first error of each field (the contract's own messages). */
export function emailRequest(rideId: number, form: EmailForm): { ok: true; email: OutstandingEmail } | { ok: false; errors: Partial<Record<EmailField, string>> } {
  const parsed = OutstandingEmailSchema.safeParse({
    rideId, recipients: addressList(form.recipients), ccs: addressList(form.ccs), subject: form.subject, emailContent: form.emailContent,
  });
  if (parsed.success) return { ok: true, email: parsed.data };
  const errors: Partial<Record<EmailField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'recipients' || field === 'ccs' || field === 'subject' || field === 'emailContent') {
      errors[field] ??= issue.path.length > 1 ? `Not an email address: ${addressList(form[field])[Number(issue.path[1])] ?? ''}` : issue.message;
    }
  }
  return { ok: false, errors };
}

/** When and by whom an email went, and to whom: '11/02/2026 9:05 AM · Sam Super'. */
export function sentLine(sentAt: string, sentBy: string | null, settings: DisplaySettings): string {
  return [`${formatDate(sentAt, settings.dateFormat)} ${formatTime(sentAt, settings.timeFormat)}`, sentBy].filter(Boolean).join(' · ');
}
