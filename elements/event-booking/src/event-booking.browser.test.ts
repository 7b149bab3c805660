/// <reference types="mocha" />
// curb-event-booking in real Chromium against its embed build with a fake API: the shared contract
// suite, then the vehicle mix following the number of attendees (001 §9, the fewest vehicles) and
// edited, a pasted attendee list read with its bad lines reported by number and kept in the box,
// and Book refused with the form's error summary before anything is sent.
import { expect } from 'chai';
import { firmFixture, userDataFixture } from '../../../shared/state/src/test-fixtures.ts';
import { elementContractSuite, until } from '../../../tests/elements/contract-suite.ts';
import { calls, type FakeRoute } from '../../../tests/elements/fake-api.ts';
import { mountEachTest } from '../../../tests/elements/mount-element.ts';
import { press, text } from '../../../tests/elements/user-actions.ts';

const EMBED = '/dist/portal/embed/curb-event-booking.js';
const routes = (): FakeRoute[] => [
  { method: 'GET', path: '/users/userData', body: userDataFixture },
  { method: 'GET', path: '/users/firmData', body: firmFixture },
  { method: 'GET', path: '/users/countries', body: [] },
];

type SlValue = HTMLElement & { value: string; updateComplete?: Promise<unknown> };

async function type(root: ShadowRoot, selector: string, value: string, event = 'sl-input'): Promise<void> {
  const control = await until(() => root.querySelector<SlValue>(selector), selector);
  control.value = value;
  control.dispatchEvent(new Event(event, { bubbles: true }));
}

async function readList(root: ShadowRoot, list: string): Promise<void> {
  await type(root, 'sl-textarea.attendee-list', list);
  await until(() => root.querySelector<SlValue>('sl-textarea.attendee-list')?.value === list, 'the list in the box');
  await press(root, 'Read the list');
}

const LIST = 'Name,Email,Phone\nAnn Lee,ann@example.com,+1 212 555 0100\nPrince,prince@example.com,\nBo Chen,,+1 212 555 0101';

elementContractSuite({
  tag: 'curb-event-booking',
  embedUrl: EMBED,
  routes: routes(),
  attributeReachesComponent: {
    attribute: 'event-name',
    value: 'Annual gala',
    check: (root) => root.querySelector<SlValue>('#field-eventName')?.value === 'Annual gala',
  },
  event: {
    name: 'curb-event-attendees-read',
    act: (root) => readList(root, LIST),
    detail: (detail) => expect(detail).to.deep.equal({ attendees: 2, problems: 1 }),
  },
});

describe('<curb-event-booking>', () => {
  const mount = mountEachTest(EMBED, 'curb-event-booking');
  const summary = (root: ShadowRoot) => text(root.querySelector('.mix-summary'));
  const mixRows = (root: ShadowRoot) => Array.from(root.querySelectorAll('tr.mix-row')).map((tr) => tr.getAttribute('data-class'));

  it('proposes the fewest vehicles for the number of attendees and follows it', async () => {
    const { root } = await mount({ ready: '#field-attendeeCount', routes: routes() });
    await type(root, '#field-attendeeCount', '30');
    await until(() => summary(root).startsWith('1 vehicle, 30 seats for 30 people'), 'one 30-seat minibus');
    expect(mixRows(root)).to.deep.equal(['Minibus']);
    await type(root, '#field-attendeeCount', '59');
    await until(() => summary(root).startsWith('2 vehicles, 59 seats for 59 people'), 'a motorcoach and a sedan');
    expect(mixRows(root)).to.deep.equal(['Motorcoach Bus', 'Sedan']);
  });

  it('keeps an edited mix and says how many people it leaves without a seat', async () => {
    const { root } = await mount({ ready: '#field-attendeeCount', routes: routes() });
    await type(root, '#field-attendeeCount', '30');
    await until(() => mixRows(root).length === 1, 'the proposal');
    await type(root, 'sl-input.line-seats', '26', 'sl-change');
    await until(() => summary(root).includes('26 seats for 30 people') && summary(root).includes('Add vehicles for 4 more people'), 'the shortfall');
    await type(root, '#field-attendeeCount', '31');
    await until(() => summary(root).includes('26 seats for 31 people') && summary(root).includes('Add vehicles for 5 more people'), 'the edited mix kept');
    await press(root, 'Add a vehicle');
    await until(() => summary(root).startsWith('2 vehicles, 29 seats'), 'a sedan added');
    await press(root, 'Propose the fewest vehicles');
    await until(() => summary(root).startsWith('1 vehicle, 31 seats for 31 people'), 'the proposal again');
  });

  it('reads a pasted list: attendees in the vehicles, a bad line reported with its number, the text kept', async () => {
    const { root } = await mount({ ready: 'sl-textarea.attendee-list', routes: routes() });
    await readList(root, LIST);
    const problem = await until(() => root.querySelector('.attendee-problem'), 'the problem line');
    expect(text(problem)).to.equal('Line 3: Please enter a first and last name, without ~ \\ * $ # @ (Prince, prince@example.com, )');
    await until(() => root.querySelectorAll('tr.attendee-row').length === 2, 'two attendees');
    expect(root.querySelector<SlValue>('sl-textarea.attendee-list')?.value).to.equal(LIST);
    expect(root.querySelector<SlValue>('#field-attendeeCount')?.value).to.equal('2');
    expect(text(root.querySelector('.vehicle-item'))).to.include('Vehicle 1 · Sedan, 3 seats').and.include('2 / 3 seats taken');
    expect(root.querySelector<SlValue>('tr.attendee-row[data-line="4"] sl-select.attendee-vehicle')?.value).to.equal('0');
  });

  it('refuses Book with the form summary and sends nothing', async () => {
    const { root } = await mount({ ready: 'sl-button.book-event', routes: routes() });
    const before = calls.filter((c) => c.method === 'POST').length;
    await press(root, 'Book 0 vehicles');
    const heading = await until(() => root.querySelector('.curb-form-summary__heading'), 'the error summary');
    expect(text(heading)).to.match(/fields need attention/);
    expect(text(root.querySelector('.curb-form-summary'))).to.include('Event name: Enter the name of the event').and.include('Venue: Choose the venue');
    expect(calls.filter((c) => c.method === 'POST').length).to.equal(before);
  });
});
