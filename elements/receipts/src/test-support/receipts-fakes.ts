// Answers and drivers shared by the curb-receipts browser tests (real Chromium, fake API).
import type { Receipt, UserData } from '@curbside/contracts';
import { firmFixture, userDataFixture } from '../../../../shared/state/src/test-fixtures.ts';
import { until } from '../../../../tests/elements/contract-suite.ts';
import type { FakeRoute } from '../../../../tests/elements/fake-api.ts';

export const EMBED = '/dist/portal/embed/curb-receipts.js';

const RECEIPTS: Receipt[] = Array.from({ length: 60 }, (_, i) => ({
  rideId: 100 + i, reservationId: i + 1, reservationNumber: `CB-${2000000 + i}`, confirmationNumber: `MBC-${5500 + i}`,
  reservationStatus: i % 9 === 4 ? 'Canceled' : 'Completed', voucherNumber: null, passengerName: i % 2 ? 'Ben Booker' : 'Ann Lee',
  carProvider: 'Metro Black Car', pickupAddress: 'Acme HQ, 350 5th Ave', dropoffAddress: 'JFK Terminal 4',
  distanceInKm: i % 9 === 4 ? null : 28.4, co2Kg: i % 9 === 4 ? 0 : 4.86,
  invoiceNumber: `R202611-${2000000 + i}`, rideDate: `2026-11-${String(1 + (i % 20)).padStart(2, '0')}T09:05:00`,
  amount: i % 9 === 4 ? 0 : 40 + i, currency: 'USD', card: null, fileInstanceId: null,
}));

function receiptPage({ url }: { url: URL }) {
  const q = url.searchParams;
  const number = q.get('identifierNumber');
  const passenger = q.get('passenger')?.toLowerCase();
  const all = RECEIPTS.filter((r) => (!number || [r.confirmationNumber, r.invoiceNumber, r.reservationNumber].includes(number))
    && (!passenger || r.passengerName.toLowerCase().includes(passenger)));
  const offset = Number(q.get('offset') ?? 0);
  const count = Number(q.get('count') ?? 50);
  const data = all.slice(offset, offset + count);
  return { data, total: all.length, hasMore: offset + data.length < all.length };
}

export function routes(user: UserData = userDataFixture, firm = firmFixture): FakeRoute[] {
  return [
    { method: 'GET', path: '/users/userData', body: user },
    { method: 'GET', path: '/users/firmData', body: firm },
    { method: 'GET', path: '/users/countries', body: [] },
    { method: 'GET', path: '/users/passengers', body: [] },
    { method: 'GET', path: '/receipts', body: receiptPage },
    { method: 'GET', path: '/receipts/receiptPdf', body: ({ url }: { url: URL }) => `%PDF-1.7 receipt ${url.searchParams.get('invoiceNumber')}` },
  ];
}

export const row = (root: ShadowRoot, invoice: string) => root.querySelector<HTMLTableRowElement>(`tr.receipt-row[data-invoice="${invoice}"]`) ?? undefined;

export async function click(control: HTMLElement & { updateComplete?: Promise<unknown> }): Promise<void> {
  await control.updateComplete;
  (await until(() => control.shadowRoot?.querySelector('button'), 'the inner button')).click();
}

export async function openReceipt(root: ShadowRoot, invoice: string): Promise<void> {
  const tr = await until(() => row(root, invoice), `the row of ${invoice}`);
  await click(await until(() => tr.querySelector<HTMLElement & { disabled?: boolean }>('sl-button.open-receipt:not([disabled])'), 'the Open button'));
}
