// Answers and drivers shared by the curb-outstanding-charges browser tests (real Chromium, fake API).
import type { CreditCardList, OutstandingCharge, OutstandingPage, RideEmail, UserData } from '@curbside/contracts';
import { makeCardEntry } from '../../../../shared/domain/src/booking/test-fixtures.ts';
import { firmFixture, userDataFixture } from '../../../../shared/state/src/test-fixtures.ts';
import { until } from '../../../../tests/elements/contract-suite.ts';
import type { FakeRoute } from '../../../../tests/elements/fake-api.ts';

export const EMBED = '/dist/portal/embed/curb-outstanding-charges.js';

/** Sam, a super admin of an FN firm (000 §2: who sees outstanding charges). */
export const superAdmin: UserData = { ...userDataFixture, user: { ...userDataFixture.user, userRole: 'SUPER_ADMIN', isSuperAdmin: true } };

const STATUSES = ['Failed', 'No card', 'Awaiting retry'] as const;

export const CHARGES: OutstandingCharge[] = Array.from({ length: 6 }, (_, i) => ({
  rideId: 500 + i, reservationNumber: `CB-${7000100 + i}`, passengerUserId: i === 5 ? null : 21, passengerName: i === 5 ? 'Olivia Chen' : 'Ben Booker',
  passengerEmail: i === 5 ? null : 'ben.booker@acme.example', carProvider: 'Metro Black Car', pickupAddress: 'Acme HQ', dropoffAddress: 'JFK',
  rideDate: `2026-11-0${1 + i}T09:05:00`, amount: 40 + i, currency: 'USD', paymentStatus: STATUSES[i % 3] ?? 'Failed',
  card: i % 3 === 1 ? null : { creditCardId: 2, brand: 'MASTERCARD', last4: '4444' }, failureReason: i % 3 === 0 ? 'Card expired' : null,
  emailsSent: i === 0 ? 1 : 0,
}));

export const SENT: RideEmail = {
  rideEmailId: 1, rideId: 500, recipients: ['ben.booker@acme.example'], ccs: ['travel@acme.example'], subject: 'Outstanding charge for your ride CB-7000100',
  emailContent: 'Dear Ben,\nPlease add a card.', sentAt: '2026-11-10T10:00:00Z', sentBy: 'Sam Super',
};

const visa = makeCardEntry({ userCreditCardId: 1 });
const CARDS: CreditCardList = {
  hasPendingVirtualCard: false,
  creditCards: [
    { ...visa, card: { ...visa.card, creditCardId: 1 } },
    { ...visa, userCreditCardId: 2, isDefault: false, card: { ...visa.card, creditCardId: 2, brand: 'MASTERCARD', last4: '4444', expDate: '2024-01-31' } },
  ],
};

function page({ url }: { url: URL }): OutstandingPage {
  const status = url.searchParams.get('paymentStatuses');
  const passenger = url.searchParams.get('passenger')?.toLowerCase();
  const data = CHARGES.filter((c) => (!status || c.paymentStatus === status) && (!passenger || c.passengerName.toLowerCase().includes(passenger)));
  const sum = (list: OutstandingCharge[]) => Math.round(list.reduce((n, c) => n + c.amount, 0) * 100) / 100;
  return {
    data, total: data.length, hasMore: false, directBillAllowed: true,
    totals: {
      charges: data.length, amount: sum(data), currency: 'USD',
      byStatus: STATUSES.flatMap((s) => { const of = data.filter((c) => c.paymentStatus === s); return of.length ? [{ paymentStatus: s, charges: of.length, amount: sum(of) }] : []; }),
    },
  };
}

export function routes(user: UserData = superAdmin, firm = firmFixture): FakeRoute[] {
  return [
    { method: 'GET', path: '/users/userData', body: user },
    { method: 'GET', path: '/users/firmData', body: firm },
    { method: 'GET', path: '/users/countries', body: [] },
    { method: 'GET', path: '/rides/outstanding', body: page },
    { method: 'POST', path: /^\/rides\/outstanding\/\d+\/convertToDirectBill$/, body: { ok: true } },
    { method: 'POST', path: /^\/rides\/\d+\/creditcards$/, body: { ok: true } },
    { method: 'POST', path: '/rides/outstanding/emails', body: ({ body }: { body: unknown }) => ({ ...SENT, ...(body as object), rideEmailId: 2 }) },
    { method: 'GET', path: /^\/rides\/\d+\/emails$/, body: ({ url }: { url: URL }) => (url.pathname.includes('/500/') ? [SENT] : []) },
    { method: 'GET', path: '/users/21/creditCards', body: CARDS },
  ];
}

export const row = (root: ShadowRoot, reservationNumber: string) =>
  root.querySelector<HTMLTableRowElement>(`tr.charge-row[data-ride="${reservationNumber}"]`) ?? undefined;

type SlControl = HTMLElement & { disabled?: boolean; updateComplete?: Promise<unknown> };

/** Clicks the row's button of `className` once it is enabled. */
export async function rowButton(root: ShadowRoot, reservationNumber: string, className: string): Promise<void> {
  const tr = await until(() => row(root, reservationNumber), `the row of ${reservationNumber}`);
  const control = await until(() => tr.querySelector<SlControl>(`sl-button.${className}:not([disabled])`), `the ${className} button`);
  await control.updateComplete;
  (await until(() => control.shadowRoot?.querySelector('button'), 'the inner button')).click();
}
