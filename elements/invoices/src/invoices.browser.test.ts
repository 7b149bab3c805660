/// <reference types="mocha" />
// curb-invoices in real Chromium against its embed build with a fake API: the shared contract
// suite, then the list and its filters, an opened invoice with its rides and the report link, the
// files (who may see them and the signed-out sign-in: their own files, for their own session).
import { expect } from 'chai';
import { elementContractSuite, until } from '../../../tests/elements/contract-suite.ts';
import { calls } from '../../../tests/elements/fake-api.ts';
import { mountEachTest } from '../../../tests/elements/mount-element.ts';
import { text } from '../../../tests/elements/user-actions.ts';
import { EMBED, INVOICES, click, openInvoice, routes, row } from './test-support/invoices-fakes.ts';

const LATEST = INVOICES[0]?.invoiceNumber ?? '';

elementContractSuite({
  tag: 'curb-invoices',
  embedUrl: EMBED,
  routes: routes(),
  attributeReachesComponent: {
    attribute: 'invoice-id',
    value: '99',
    check: (root) => root.querySelector('#invoice-title')?.textContent === 'Invoice INV-ACME-202609',
  },
  event: {
    name: 'curb-invoice-opened',
    act: (root) => openInvoice(root, LATEST),
    detail: (detail) => expect(detail).to.deep.equal({ firmInvoiceId: 100, invoiceNumber: LATEST }),
  },
});

describe('<curb-invoices>', () => {
  const mount = mountEachTest(EMBED, 'curb-invoices');
  const lastQuery = () => calls.filter((c) => c.path === '/reports/firm-invoices').length;

  it('lists the invoices with period, rides, amount, status in words and files, 24 at a time', async () => {
    const { root } = await mount({ ready: 'form.invoice-search', routes: routes() });
    const first = await until(() => row(root, LATEST), 'the latest invoice');
    expect(text(first)).to.include('10/01/2026 – 10/31/2026').and.include('$ 1000.00 (USD)').and.include('Pending payment')
      .and.include('PDF').and.include('CSV').and.include('AP');
    expect(text(row(root, INVOICES[1]?.invoiceNumber ?? ''))).to.include('Partially paid').and.include('Paid $ 600.00 (USD)');
    await until(() => text(root).includes('Showing 24 of 30 invoices'), 'the count line');
  });

  it('filters by status and by invoice number', async () => {
    const { root } = await mount({ ready: 'form.invoice-search', routes: routes() });
    await until(() => row(root, LATEST), 'the list');
    const before = lastQuery();
    const status = root.querySelector<HTMLElement & { value: string }>('sl-select.search-status');
    if (!status) throw new Error('no status filter');
    status.value = 'declined';
    status.dispatchEvent(new Event('sl-change', { bubbles: true }));
    await until(() => lastQuery() > before && root.querySelectorAll('tr.invoice-row').length === 5, 'the declined invoices');
    expect(Array.from(root.querySelectorAll('tr.invoice-row')).every((tr) => text(tr).includes('Declined'))).to.equal(true);
    const number = root.querySelector<HTMLElement & { value: string }>('sl-input.search-number');
    if (!number) throw new Error('no number filter');
    number.value = '202601';
    number.dispatchEvent(new Event('sl-input', { bubbles: true }));
    await until(() => root.querySelectorAll('tr.invoice-row').length === 1 && row(root, 'INV-ACME-202601'), 'the one invoice');
  });

  it('opens an invoice: its facts, rides and the rides report filtered by it; All invoices goes back', async () => {
    const { root } = await mount({ ready: 'form.invoice-search', routes: routes() });
    await openInvoice(root, LATEST);
    const title = await until(() => root.querySelector('#invoice-title'), 'the opened invoice');
    expect(text(title)).to.equal(`Invoice ${LATEST}`);
    await until(() => root.querySelectorAll('tr.invoice-ride-row').length === 3, 'its rides');
    expect(text(root.querySelector('tr.invoice-ride-row[data-reservation="CB-700"]'))).to.include('Ann Lee').and.include('CC-100').and.include('$ 40.00 (USD)');
    const link = root.querySelector<HTMLAnchorElement>('a.invoice-report-link');
    expect(link?.getAttribute('href')).to.match(/\/reports\?firmInvoiceId=100&tripDates=2026-10-01%2C2026-10-31$/);
    await click(await until(() => root.querySelector<HTMLElement>('sl-button.invoice-back'), 'All invoices'));
    await until(() => row(root, LATEST), 'the list again');
  });

  it('downloads a file and says so to the page', async () => {
    const { root } = await mount({ ready: 'form.invoice-search', routes: routes() });
    const downloads: CustomEvent[] = [];
    const listener = (event: Event) => downloads.push(event as CustomEvent);
    document.addEventListener('curb-invoice-downloaded', listener);
    const tr = await until(() => row(root, LATEST), 'the list');
    await click(await until(() => tr.querySelector<HTMLElement>('sl-button.file-csv'), 'the CSV button'));
    const event = await until(() => downloads[0], 'curb-invoice-downloaded');
    expect(event.detail).to.deep.equal({ firmInvoiceId: 100, invoiceNumber: LATEST, type: 'csv', fileName: `${LATEST}.csv` });
    expect(calls.some((c) => c.path === '/reports/firm-invoices/100/invoiceFile')).to.equal(true);
    document.removeEventListener('curb-invoice-downloaded', listener);
  });
});
