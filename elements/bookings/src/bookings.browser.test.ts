/// <reference types="mocha" />
// curb-bookings in real Chromium against its embed build with a fake API: the shared contract
// suite, then the tabs, rows, menus, details, cancel, history filters, live statuses and
// failures of spec 001 §2, §4, §7.
import { expect } from 'chai';
import { deepActiveElement, elementContractSuite, pressKey, until } from '../../../tests/elements/contract-suite.ts';
import { calls, type FakeRoute } from '../../../tests/elements/fake-api.ts';
import { mountEachTest } from '../../../tests/elements/mount-element.ts';
import {
  EMBED, FakeEventSource, bookingRoutes, cancelFromRow, chooseMenuItem, openRowMenu, press, row, sessionRoutes, text, toastText,
} from './test-support/bookings-fakes.ts';

elementContractSuite({
  tag: 'curb-bookings',
  embedUrl: EMBED,
  routes: bookingRoutes(),
  attributeReachesComponent: {
    attribute: 'tab',
    value: 'history',
    check: (root) => root.querySelector<HTMLElement & { label?: string }>('[part="filters"] sl-input.filter--passengerName')?.label === 'Passenger name'
      && row(root, 'CB-100100') !== undefined,
  },
  event: {
    name: 'curb-booking-canceled',
    act: (root) => cancelFromRow(root, 'CB-100001'),
    detail: (detail) => expect(detail).to.deep.equal({ reservationId: 1 }),
  },
});

describe('<curb-bookings>', () => {
  const realEventSource = window.EventSource;
  const mountEach = mountEachTest(EMBED, 'curb-bookings');

  async function mount(routes: FakeRoute[], attributes: Record<string, string> = {}): Promise<{ root: ShadowRoot; el: HTMLElement }> {
    return mountEach({ attributes, ready: 'table', routes });
  }

  beforeEach(() => {
    FakeEventSource.instances = [];
    (window as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  });

  afterEach(() => {
    window.EventSource = realEventSource;
  });

  it('lists the upcoming bookings in the 001 §4 order with their labels, formats and prices', async () => {
    const { root } = await mount(bookingRoutes());
    await until(() => row(root, 'CB-100001') && row(root, 'CB-100002'), 'the upcoming rows');
    const numbers = Array.from(root.querySelectorAll('tbody tr.booking-row .cell-number')).map((n) => n.textContent);
    expect(numbers, 'in progress before accepted').to.deep.equal(['CB-100002', 'CB-100001']);
    const first = row(root, 'CB-100001');
    expect(text(first)).to.include('05/06/2030').and.include('9:05 AM').and.include('Acme HQ')
      .and.include('John F Kennedy International Airport (JFK)').and.include('Ann Lee').and.include('City Cars')
      .and.include('Sedan').and.include('Accepted').and.include('$ 42.00 (USD)');
    expect(text(row(root, 'CB-100002'))).to.include('In progress').and.include('Metro Black Car');
    expect(await openRowMenu(root, 'CB-100001')).to.deep.equal([
      'Details', 'Edit', 'Duplicate', 'Return trip', 'Follow-up', 'Change card', 'Notes', 'Add to favorites', 'Cancel booking',
    ]);
  });

  it("says 'No upcoming bookings' when there are none", async () => {
    const { root } = await mount([...bookingRoutes().filter((r) => r.path !== '/reservations'), { method: 'GET', path: '/reservations', body: [] }]);
    await until(() => text(root).includes('No upcoming bookings'), 'the empty text');
  });

  it('updates a status live from the event stream, without a reload, and closes the stream on unmount', async () => {
    const { root, el } = await mount(bookingRoutes());
    await until(() => row(root, 'CB-100001'), 'the rows');
    const stream = await until(() => FakeEventSource.last, 'the event stream');
    expect(stream.url).to.include('/api/web/v1/events');
    const before = calls.filter((c) => c.path === '/reservations').length;
    stream.emit('reservation-status', { reservationId: 1, reservationNumber: 'CB-100001', reservationStatus: 'OnScene', updated: '2030-05-06T09:00:00Z' });
    await until(() => text(row(root, 'CB-100001')).includes('On scene'), 'the live status');
    expect(calls.filter((c) => c.path === '/reservations').length, 'no reload').to.equal(before);
    el.remove();
    await until(() => stream.closed, 'the stream to close');
  });

  // issue 12: a ride turned Dispatched stayed under the Accepted rows until a reload.
  it('re-sorts the upcoming rows in the 001 §4 order when a live status changes', async () => {
    const { root } = await mount(bookingRoutes());
    await until(() => row(root, 'CB-100001') && row(root, 'CB-100002'), 'the rows');
    const stream = await until(() => FakeEventSource.last, 'the event stream');
    stream.emit('reservation-status', { reservationId: 2, reservationNumber: 'CB-100002', reservationStatus: 'Accepted', updated: '2030-05-06T09:00:00Z' });
    stream.emit('reservation-status', { reservationId: 1, reservationNumber: 'CB-100001', reservationStatus: 'Dispatched', updated: '2030-05-06T09:01:00Z' });
    const order = () => Array.from(root.querySelectorAll('tbody tr.booking-row .cell-number')).map((n) => n.textContent).join(' ');
    await until(() => text(row(root, 'CB-100001')).includes('Dispatched'), 'the live status');
    await until(() => order() === 'CB-100001 CB-100002', 'Dispatched above Accepted');
  });

  // issue 12: the portal keeps /manage-bookings alive (hidden, not removed); coming back after a
  // booking showed the old list until a live event happened to refetch it.
  it('fetches the lists again when the event stream opens (a status changed before it was heard)', async () => {
    const { root } = await mount(bookingRoutes());
    await until(() => row(root, 'CB-100001'), 'the rows');
    const stream = await until(() => FakeEventSource.last, 'the event stream');
    const listCalls = () => calls.filter((c) => c.path === '/reservations').length;
    const before = listCalls();
    stream.open();
    await until(() => listCalls() > before, 'GET /reservations once the stream is open');
  });

  it('fetches the lists again when the kept-alive element is shown again', async () => {
    const { root, el } = await mount(bookingRoutes());
    await until(() => row(root, 'CB-100001'), 'the rows');
    const listCalls = () => calls.filter((c) => c.path === '/reservations').length;
    const before = listCalls();
    el.hidden = true;
    await new Promise((r) => setTimeout(r, 50));
    expect(listCalls(), 'nothing while hidden').to.equal(before);
    el.hidden = false;
    await until(() => listCalls() > before, 'GET /reservations once shown again');
  });

  it('cancels after the confirmation, tells the host and shows the new status; keeps the booking when declined', async () => {
    const { root } = await mount(bookingRoutes());
    const seen: CustomEvent[] = [];
    const listener = (e: Event) => seen.push(e as CustomEvent);
    document.addEventListener('curb-booking-canceled', listener);
    const mark = calls.length;
    await chooseMenuItem(root, 'CB-100001', 'Cancel booking');
    const dialog = await until(() => root.querySelector('sl-dialog[part="confirm-dialog"]'), 'the confirmation');
    await press(dialog, 'Keep booking');
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.slice(mark).some((c) => c.path === '/reservations/1/cancel')).to.equal(false);
    await cancelFromRow(root, 'CB-100001');
    const event = await until(() => seen[0], 'curb-booking-canceled');
    expect(event.detail).to.deep.equal({ reservationId: 1 });
    await until(() => toastText(root) === 'Booking canceled', 'the success toast');
    document.removeEventListener('curb-booking-canceled', listener);
  });

  it("toasts the server's message when cancel fails and keeps the list usable", async () => {
    const { root } = await mount([
      { method: 'POST', path: '/reservations/1/cancel', status: 400, body: { message: 'This booking can no longer be canceled' } },
      ...bookingRoutes(),
    ]);
    await cancelFromRow(root, 'CB-100001');
    await until(() => toastText(root) === 'This booking can no longer be canceled', 'the failure toast');
    expect(text(row(root, 'CB-100001'))).to.include('Accepted');
    expect(await openRowMenu(root, 'CB-100002')).to.include('Details');
  });

  it("toasts the server's message when the list fails and shows the empty state", async () => {
    const { root } = await mount([
      ...sessionRoutes(),
      { method: 'GET', path: '/reservations', status: 500, body: { message: 'Reservations are unavailable right now' } },
      { method: 'GET', path: '/reservations/favorites', body: [] },
    ]);
    await until(() => toastText(root) === 'Reservations are unavailable right now', 'the failure toast');
    await until(() => text(root).includes('No upcoming bookings'), 'the empty state');
  });

  it('pages the history with Load more and filters it', async () => {
    const { root } = await mount(bookingRoutes(), { tab: 'history' });
    await until(() => text(root).includes('Showing 20 of 25 bookings'), 'the first page');
    await press(root, 'Load more');
    await until(() => text(root).includes('Showing 25 of 25 bookings'), 'all of it');
    expect(button(root, 'Load more')).to.equal(undefined);
    const select = root.querySelector<HTMLElement & { value: string[] }>('sl-select.filter--statuses');
    if (!select) throw new Error('no status filter');
    select.value = ['Canceled'];
    select.dispatchEvent(new Event('sl-change', { bubbles: true }));
    await until(() => text(root).includes('Showing 5 of 25') === false && root.querySelectorAll('tbody tr.booking-row').length === 5, 'the filtered list');
    const last = calls.filter((c) => c.path === '/reservations/history').at(-1);
    expect(last).to.not.equal(undefined);
    expect(text(root)).to.include('1 filter applied');
  });

  it("says 'No bookings found' when the history filters match nothing", async () => {
    const { root } = await mount(bookingRoutes(), { tab: 'history' });
    await until(() => row(root, 'CB-100100'), 'the history');
    const input = root.querySelector<HTMLElement & { value: string }>('sl-input.filter--passengerName');
    if (!input) throw new Error('no passenger filter');
    input.value = 'Nobody Here';
    input.dispatchEvent(new Event('sl-input', { bubbles: true }));
    await until(() => text(root).includes('No bookings found'), 'the empty history');
    expect(calls.some((c) => c.path === '/reservations/history')).to.equal(true);
  });

  it('gives the focus back to the booking number when the details drawer closes (WCAG 2.4.3)', async () => {
    const { root } = await mount(bookingRoutes());
    const number = await until(() => row(root, 'CB-100001')?.querySelector<HTMLButtonElement>('.cell-number'), 'the booking number');
    number.focus();
    number.click();
    const drawer = await until(() => root.querySelector<HTMLElement & { open?: boolean }>('sl-drawer[part="details"]'), 'the drawer');
    await until(() => drawer.open && text(drawer).includes('Booking history'), 'the details');
    await until(() => deepActiveElement() !== number, 'the focus in the drawer');
    await pressKey('Escape');
    await until(() => !drawer.open, 'the drawer closed');
    await until(() => deepActiveElement() === number, 'the focus back on the booking number');
  });

  it('shows the details with the booking history wording, a change of card that refuses expired cards, and notes', async () => {
    const { root } = await mount(bookingRoutes());
    await chooseMenuItem(root, 'CB-100001', 'Details');
    const drawer = await until(() => root.querySelector<HTMLElement & { open?: boolean; label?: string }>('sl-drawer[part="details"]'), 'the drawer');
    await until(() => drawer.open && text(drawer).includes('Booking history'), 'the details');
    expect(drawer.label).to.equal('Booking CB-100001');
    expect(text(drawer)).to.include('Ava Employee created this booking').and.include('status update: driver assigned')
      .and.include('Front door').and.include('CITY-1');
    const options = await until(() => {
      const all = Array.from(drawer.querySelectorAll<HTMLElement & { disabled?: boolean }>('sl-option'));
      return all.length === 2 ? all : undefined;
    }, 'the card options');
    expect(options.map((o) => [text(o).trim(), Boolean(o.disabled)])).to.deep.equal([
      ['Visa •••• 4242 (default)', false], ['Visa •••• 0009 (expired)', true],
    ]);
    const textarea = drawer.querySelector<HTMLElement & { placeholder?: string; value?: string }>('sl-textarea');
    expect(textarea?.placeholder).to.equal('Add notes');
    expect(textarea?.value).to.equal('Gate code 1234');
    expect(button(drawer, 'Save')?.disabled, 'nothing changed yet').to.equal(true);
    const mark = calls.length;
    await press(drawer, 'Clear');
    await until(() => textarea?.value === '', 'the cleared notes');
    // Clear removes the saved notes: an edit with the notes empty, as a notes action.
    const edit = await until(() => calls.slice(mark).find((c) => c.method === 'POST' && c.path === '/reservations/1'), 'the notes edit');
    expect(edit.body).to.include({ notes: null, reservationId: 1 });
    expect((edit.body as { actionOriginDetails: unknown }).actionOriginDetails).to.deep.equal({ action: 'RESERVATION_NOTES', origin: 'FROM_MANAGE_BOOKINGS' });
    expect(button(drawer, 'Save')?.disabled, 'not longer than 3 characters').to.equal(true);
  });

  it('duplicates into the stepper store and asks the host to open /new-booking', async () => {
    const { root } = await mount(bookingRoutes());
    const seen: CustomEvent[] = [];
    const listener = (e: Event) => seen.push(e as CustomEvent);
    document.addEventListener('curb-navigate', listener);
    await chooseMenuItem(root, 'CB-100001', 'Return trip');
    const event = await until(() => seen[0], 'curb-navigate');
    expect(event.detail).to.deep.equal({ path: '/new-booking' });
    await chooseMenuItem(root, 'CB-100001', 'Edit');
    const edit = await until(() => seen[1], 'the edit navigation');
    expect(edit.detail).to.deep.equal({ path: '/manage-bookings/edit-booking?reservationId=1' });
    document.removeEventListener('curb-navigate', listener);
  });
});

function button(root: ParentNode, label: string): (HTMLElement & { disabled?: boolean }) | undefined {
  return Array.from(root.querySelectorAll<HTMLElement & { disabled?: boolean }>('sl-button')).find((b) => b.textContent?.trim() === label);
}
