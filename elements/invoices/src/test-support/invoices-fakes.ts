// Answers and drivers shared by the curb-invoices browser tests (real Chromium, fake API).
import type { FirmInvoice, InvoiceRide, UserData } from '@curbside/contracts';
import { firmFixture, userDataFixture } from '../../../../shared/state/src/test-fixtures.ts';
import { until } from '../../../../tests/elements/contract-suite.ts';
import type { FakeRoute } from '../../../../tests/elements/fake-api.ts';

export const EMBED = '/dist/portal/embed/curb-invoices.js';

export const REPORTER: UserData = { ...userDataFixture, user: { ...userDataFixture.user, userRole: 'REPORTER' } };
export const DIRECT_BILL_FIRM = { ...firmFixture, firmPreferences: { ...firmFixture.firmPreferences, allowDirectBill: true } };

const STATUSES = ['pending_payment', 'partially_paid', 'fully_paid', 'declined', 'fully_paid', 'new'] as const;
export const INVOICES: FirmInvoice[] = Array.from({ length: 30 }, (_, i) => {
  const month = new Date(Date.UTC(2026, 9 - i, 1));
  const key = month.toISOString().slice(0, 7);
  const last = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  return {
    firmInvoiceId: 100 - i, invoiceNumber: `INV-ACME-${key.replace('-', '')}`, status: STATUSES[i % STATUSES.length] ?? 'fully_paid',
    issueDate: `${key}-28`, dueDate: `${key}-28`, periodFrom: `${key}-01`, periodTo: last,
    amount: 1000 + i * 10.5, paidAmount: i % 6 === 1 ? 600 : 0, currency: 'USD', rides: 3,
  };
});

const RIDES: InvoiceRide[] = ['Ann Lee', 'Ben Booker', 'Ava Employee'].map((passengerName, i) => ({
  rideId: 500 + i, reservationNumber: `CB-70${i}`, confirmationNumber: null, pickupTime: `2026-10-0${i + 1}T08:1${i}:00`, passengerName,
  carProvider: 'Metro Black Car', pickupAddress: 'Acme HQ, 350 5th Ave', dropoffAddress: 'JFK Terminal 4', currency: 'USD',
  amount: 40 + i, costCenter: 'CC-100',
}));

function invoicePage({ url }: { url: URL }) {
  const q = url.searchParams;
  const statuses = q.get('statuses')?.split(',');
  const number = q.get('invoiceNumber')?.toUpperCase();
  const all = INVOICES.filter((i) => (!statuses || statuses.includes(i.status)) && (!number || i.invoiceNumber.includes(number)));
  const count = Number(q.get('count') ?? 24);
  const data = all.slice(0, count);
  return { data, total: all.length, hasMore: data.length < all.length };
}

export function routes(user: UserData = REPORTER, firm = DIRECT_BILL_FIRM): FakeRoute[] {
  return [
    { method: 'GET', path: '/users/userData', body: user },
    { method: 'GET', path: '/users/firmData', body: firm },
    { method: 'GET', path: '/users/countries', body: [] },
    { method: 'GET', path: '/reports/firm-invoices', body: invoicePage },
    { method: 'GET', path: /^\/reports\/firm-invoices\/\d+\/rides$/, body: { data: RIDES, total: RIDES.length, hasMore: false } },
    { method: 'GET', path: /^\/reports\/firm-invoices\/\d+\/invoiceFile$/, body: ({ url }: { url: URL }) => `file of type ${url.searchParams.get('type')}` },
    { method: 'GET', path: /^\/reports\/firm-invoices\/\d+$/, body: ({ url }: { url: URL }) => INVOICES.find((i) => url.pathname.endsWith(`/${i.firmInvoiceId}`)) },
  ];
}

export const row = (root: ShadowRoot, number: string) => root.querySelector<HTMLTableRowElement>(`tr.invoice-row[data-invoice="${number}"]`) ?? undefined;

export async function click(control: HTMLElement & { updateComplete?: Promise<unknown> }): Promise<void> {
  await control.updateComplete;
  (await until(() => control.shadowRoot?.querySelector('button'), 'the inner button')).click();
}

export async function openInvoice(root: ShadowRoot, number: string): Promise<void> {
  const tr = await until(() => row(root, number), `the row of ${number}`);
  await click(await until(() => tr.querySelector<HTMLElement>('sl-button.open-invoice'), 'the Open button'));
}
