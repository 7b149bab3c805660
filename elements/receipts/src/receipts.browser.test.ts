/// <reference types="mocha" />
// curb-receipts in real Chromium against its embed build with a fake API: the shared contract
// suite, then the search (quick ranges, numbers), the list, the PDF viewer, access and failures
// of spec 001 §7, §9 and 000 §2.
import { expect } from 'chai';
import { elementContractSuite, until } from '../../../tests/elements/contract-suite.ts';
import { mountEachTest } from '../../../tests/elements/mount-element.ts';
import { text, toastText } from '../../../tests/elements/user-actions.ts';
import { EMBED, click, openReceipt, routes, row } from './test-support/receipts-fakes.ts';

elementContractSuite({
  tag: 'curb-receipts',
  embedUrl: EMBED,
  routes: routes(),
  attributeReachesComponent: {
    attribute: 'range',
    value: 'lastMonth',
    check: (root) => root.querySelector<HTMLElement & { value?: string }>('sl-select.search-range')?.value === 'lastMonth',
  },
  event: {
    name: 'curb-receipt-opened',
    act: (root) => openReceipt(root, 'R202611-2000000'),
    detail: (detail) => expect(detail).to.deep.equal({ invoiceNumber: 'R202611-2000000', reservationNumber: 'CB-2000000' }),
  },
});

describe('<curb-receipts>', () => {
  const mountReceipts = mountEachTest(EMBED, 'curb-receipts');
  // The fake API's restore puts back the fetch it found, so a test's own wrapper goes with it.
  const mount = () => mountReceipts({ ready: 'form.receipt-search', routes: routes() });

  it('lists the receipts with date, numbers, route, passenger, CO2 and distance, fare and status, 50 at a time', async () => {
    const { root } = await mount();
    const first = await until(() => row(root, 'R202611-2000000'), 'the first receipt');
    expect(text(first)).to.include('11/01/2026').and.include('MBC-5500').and.include('Acme HQ, 350 5th Ave').and.include('to JFK Terminal 4')
      .and.include('Ann Lee').and.include('Metro Black Car').and.include('$ 40.00 (USD)').and.include('Completed')
      .and.include('10.7 lb CO2').and.include('17.6 mi');
    expect(text(row(root, 'R202611-2000004'))).to.include('$ 0.00 (USD)').and.include('Canceled');
    await until(() => text(root).includes('Showing 50 of 60 receipts'), 'the first page line');
  });

  it('searches by a quick range and by a confirmation number', async () => {
    const { root } = await mount();
    await until(() => row(root, 'R202611-2000000'), 'the list');
    const range = root.querySelector<HTMLElement & { value: string }>('sl-select.search-range');
    if (!range) throw new Error('no range select');
    const seen: string[] = [];
    const original = window.fetch;
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/receipts?')) seen.push(url);
      return original(input, init);
    };
    range.value = 'lastWeek';
    range.dispatchEvent(new Event('sl-change', { bubbles: true }));
    const from = root.querySelector<HTMLElement & { value: string }>('sl-input.search-from');
    await until(() => from?.value && seen.some((u) => u.includes(`dateFrom=${from.value}`)), 'a search of last week');
    const number = root.querySelector<HTMLElement & { value: string }>('sl-input.search-number');
    if (!number) throw new Error('no number field');
    number.value = 'MBC-5507';
    number.dispatchEvent(new Event('sl-input', { bubbles: true }));
    await until(() => root.querySelectorAll('tr.receipt-row').length === 1 && row(root, 'R202611-2000007'), 'the one receipt');
    expect(seen.at(-1)).to.include('identifierNumber=MBC-5507');
    await until(() => text(root).includes('Showing 1 of 1 receipt'), 'the count line');
  });

  it("opens a receipt's PDF in a dialog of a blob: URL, and downloads it", async () => {
    const { root } = await mount();
    const downloads: CustomEvent[] = [];
    const listener = (e: Event) => downloads.push(e as CustomEvent);
    document.addEventListener('curb-receipt-downloaded', listener);
    await openReceipt(root, 'R202611-2000003');
    const dialog = await until(() => root.querySelector<HTMLElement & { open?: boolean; label?: string }>('sl-dialog.receipt-viewer'), 'the viewer');
    await until(() => dialog.open, 'the viewer open');
    expect(dialog.label).to.equal('Receipt R202611-2000003');
    const frame = await until(() => dialog.querySelector('iframe'), 'the PDF frame');
    expect(frame.src.startsWith('blob:')).to.equal(true);
    expect(frame.title).to.equal('Receipt R202611-2000003');
    const download = Array.from(dialog.querySelectorAll<HTMLElement>('sl-button')).find((b) => b.textContent?.trim() === 'Download');
    if (!download) throw new Error('no Download button');
    await click(download);
    const event = await until(() => downloads[0], 'curb-receipt-downloaded');
    expect(event.detail.invoiceNumber).to.equal('R202611-2000003');
    document.removeEventListener('curb-receipt-downloaded', listener);
  });

  it("toasts the server's message when the search fails and keeps the search usable", async () => {
    const { root } = await mount();
    await until(() => row(root, 'R202611-2000000'), 'the list');
    const answered = window.fetch;
    window.fetch = (input, init) => (String(input instanceof Request ? input.url : input).includes('/receipts?')
      ? Promise.resolve(new Response(JSON.stringify({ message: 'Receipts are unavailable right now' }), { status: 500, headers: { 'content-type': 'application/json' } }))
      : answered(input, init));
    const number = root.querySelector<HTMLElement & { value: string }>('sl-input.search-number');
    if (!number) throw new Error('no number field');
    number.value = 'MBC-0000';
    number.dispatchEvent(new Event('sl-input', { bubbles: true }));
    await until(() => toastText(root) === 'Receipts are unavailable right now', 'the failure toast');
    expect(root.querySelector('form.receipt-search')).to.not.equal(null);
  });
});
