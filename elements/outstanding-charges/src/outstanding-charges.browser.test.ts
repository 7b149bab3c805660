/// <reference types="mocha" />
// curb-outstanding-charges in real Chromium against its embed build with a fake API: the shared
// contract suite, then the list and totals, the conversion with its confirmation, the card change,
// the email with its template and history, and who sees the screen (001 §7, 001 §3, 000 §2).
import { expect } from 'chai';
import { elementContractSuite, until } from '../../../tests/elements/contract-suite.ts';
import { calls } from '../../../tests/elements/fake-api.ts';
import { mountEachTest } from '../../../tests/elements/mount-element.ts';
import { press, text, toastText } from '../../../tests/elements/user-actions.ts';
import { EMBED, routes, row, rowButton } from './test-support/outstanding-fakes.ts';

async function convert(root: ShadowRoot, reservationNumber: string): Promise<void> {
  await rowButton(root, reservationNumber, 'convert-charge');
  const dialog = await until(() => root.querySelector<HTMLElement>('sl-dialog[part="confirm-dialog"][open]'), 'the confirmation');
  expect(text(dialog)).to.include(`for ride ${reservationNumber}`).and.include('to the company?');
  await press(dialog, 'Bill to company');
}

elementContractSuite({
  tag: 'curb-outstanding-charges',
  embedUrl: EMBED,
  routes: routes(),
  attributeReachesComponent: {
    attribute: 'status',
    value: 'Failed',
    check: (root) => root.querySelector<HTMLElement & { value?: string }>('sl-select.filter-status')?.value === 'Failed',
  },
  event: {
    name: 'curb-charge-converted',
    act: (root) => convert(root, 'CB-7000100'),
    detail: (detail) => expect(detail).to.deep.equal({ rideId: 500, reservationNumber: 'CB-7000100' }),
  },
});

describe('<curb-outstanding-charges>', () => {
  const mount = mountEachTest(EMBED, 'curb-outstanding-charges');

  it('lists the charges with status, reason, card and amount, and totals per payment status', async () => {
    const { root } = await mount({ routes: routes(), ready: 'form.outstanding-filters' });
    const first = await until(() => row(root, 'CB-7000100'), 'the first charge');
    expect(text(first)).to.include('Ben Booker').and.include('Failed').and.include('Card expired').and.include('Mastercard •••• 4444')
      .and.include('$ 40.00 (USD)').and.include('1 email sent');
    expect(text(row(root, 'CB-7000101'))).to.include('No card');
    const totals = await until(() => root.querySelector('.outstanding-totals'), 'the totals');
    expect(text(totals)).to.include('6 charges · $ 255.00 (USD)').and.include('2 charges · $ 83.00 (USD)');
  });

  it('filters by payment status and sends it to the server', async () => {
    const { root } = await mount({ routes: routes(), ready: 'form.outstanding-filters' });
    await until(() => row(root, 'CB-7000100'), 'the list');
    const select = root.querySelector<HTMLElement & { value: string }>('sl-select.filter-status');
    if (!select) throw new Error('no status filter');
    select.value = 'No_card';
    select.dispatchEvent(new Event('sl-change', { bubbles: true }));
    await until(() => root.querySelectorAll('tr.charge-row').length === 2, 'the two No card charges');
    expect(calls.some((c) => c.path === '/rides/outstanding' && c.method === 'GET')).to.equal(true);
  });

  it("moves a charge to the passenger's other card; an expired or the current card cannot be chosen", async () => {
    const { root } = await mount({ routes: routes(), ready: 'form.outstanding-filters' });
    await rowButton(root, 'CB-7000100', 'change-card');
    const radios = await until(() => { const r = root.querySelectorAll<HTMLElement & { disabled: boolean }>('sl-radio'); return r.length === 2 ? r : undefined; }, 'the cards');
    await until(() => radios[1]?.getAttribute('aria-disabled') === 'true', 'the expired card read out as disabled');
    expect(Array.from(radios).map((r) => [text(r).trim(), r.disabled, r.getAttribute('aria-disabled')])).to.deep.equal([
      ['Visa •••• 4242 (default)', false, 'false'], ['Mastercard •••• 4444 (expired)', true, 'true'],
    ]);
    await press(await until(() => root.querySelector<HTMLElement>('sl-dialog.card-dialog'), 'the dialog'), 'Change card');
    await until(() => toastText(root).includes('Card changed: the charge will be retried'), 'the toast');
    expect(calls.filter((c) => c.path === '/rides/500/creditcards').at(-1)?.body).to.deep.equal({ newCreditCardId: 1, oldCreditCardId: 2, authorizingUserId: 21 });
  });

  it('emails the passenger from the template and shows the ride history', async () => {
    const { root } = await mount({ routes: routes(), ready: 'form.outstanding-filters' });
    await rowButton(root, 'CB-7000100', 'email-charge');
    const dialog = await until(() => root.querySelector<HTMLElement>('sl-dialog.email-dialog'), 'the dialog');
    const field = (name: string) => dialog.querySelector<HTMLElement & { value: string }>(`.email-${name}`);
    await until(() => field('subject')?.value === 'Outstanding charge for your ride CB-7000100', 'the subject from the template');
    expect(field('recipients')?.value).to.equal('ben.booker@acme.example');
    expect(field('emailContent')?.value).to.match(/^Dear Ben,/);
    await until(() => text(dialog).includes('To ben.booker@acme.example, travel@acme.example (cc)'), 'the history');
    const cc = field('ccs');
    if (!cc) throw new Error('no cc field');
    cc.value = 'travel@acme.example, not-an-address';
    cc.dispatchEvent(new Event('sl-input', { bubbles: true }));
    await press(dialog, 'Send email');
    await until(() => text(dialog).includes('Not an email address: not-an-address'), 'the cc error');
    cc.value = 'travel@acme.example';
    cc.dispatchEvent(new Event('sl-input', { bubbles: true }));
    await press(dialog, 'Send email');
    await until(() => toastText(root).includes('Email sent'), 'the toast');
    expect(calls.filter((c) => c.path === '/rides/outstanding/emails').at(-1)?.body).to.include({ rideId: 500, subject: 'Outstanding charge for your ride CB-7000100' });
  });
});
