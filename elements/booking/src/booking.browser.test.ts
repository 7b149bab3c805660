/// <reference types="mocha" />
// curb-booking in real Chromium against its embed build: the shared contract suite (edit mode:
// reservation-id loads a booking; 'Back to my bookings' fires curb-navigate; axe light and dark),
// then step 1 and 2 validation: messages under the fields, focus on the first invalid one,
// nothing typed cleared, Back without validating.
import { expect } from 'chai';
import type { Passenger, PreferencesResponse } from '@curbside/contracts';
import { makePassenger, makeReservationDetails } from '../../../shared/domain/src/booking/test-fixtures.ts';
import { countriesFixture, firmFixture, userDataFixture } from '../../../shared/state/src/test-fixtures.ts';
import { elementContractSuite, loadAxe, until } from '../../../tests/elements/contract-suite.ts';
import { calls, type FakeRoute } from '../../../tests/elements/fake-api.ts';
import { onFakeApi } from '../../../tests/elements/mount-element.ts';

const EMBED = '/dist/portal/embed/curb-booking.js';

const self: Passenger = makePassenger({ userId: 7, fullName: 'Ann Lee', email: 'ann@acme.example', mainPassenger: false });

const account: PreferencesResponse = {
  contactInformation: {
    firstName: 'Ann', lastName: 'Lee', middleName: null, fullName: 'Ann Lee', employeeId: 'E-7', countryCode: 'US',
    preferredContactMethod: 'Email', phones: [], emails: [], costAllocations: [],
  },
  creditCards: [],
  places: { home: null, work: null, favorites: [] },
  settings: userDataFixture.settings,
  preferencesNote: null,
  role: 'REGULAR',
};

const routes: FakeRoute[] = [
  { method: 'GET', path: '/users/userData', body: userDataFixture },
  { method: 'GET', path: '/users/firmData', body: firmFixture },
  { method: 'GET', path: '/users/countries', body: countriesFixture },
  { method: 'GET', path: '/users/passengers', body: [self] },
  { method: 'GET', path: '/users/recent-passengers', body: [] },
  { method: 'GET', path: '/users/7/account', body: account },
  { method: 'GET', path: '/reservations/history', body: { data: [], total: 0, hasMore: false } },
  { method: 'GET', path: '/reservations/41', body: makeReservationDetails({ reservationId: 41, reservationNumber: 'R-41' }) },
  {
    method: 'GET',
    path: '/reservations/42',
    body: makeReservationDetails({
      reservationId: 42,
      reservationNumber: 'R-42',
      passengers: [makePassenger({ userId: 12, fullName: 'Ben Ortiz', email: 'ben@acme.example' })],
      authorizingUser: { userId: 12, fullName: 'Ben Ortiz', isBlockedUser: false },
    }),
  },
];

type Sl = HTMLElement & { value?: string; label?: string; updateComplete?: Promise<unknown> };

/** The line under a Shoelace field, as shown: its help-text slot (a Field's message or help). */
function helpLine(control: Element | null | undefined): string {
  return control?.querySelector('[slot="help-text"]')?.textContent ?? '';
}

const slInputs = (root: ShadowRoot) => Array.from(root.querySelectorAll<Sl>('sl-input'));
const byLabel = (root: ShadowRoot, label: string) => slInputs(root).find((input) => input.label === label);
const heading = (root: ShadowRoot) => root.querySelector('.step-heading')?.textContent ?? '';

function deepActive(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

async function clickButton(root: ShadowRoot, selector: string): Promise<void> {
  const button = await until(() => root.querySelector<Sl>(selector), selector);
  await button.updateComplete;
  (button.shadowRoot?.querySelector('button') as HTMLButtonElement).click();
}

function type(input: Sl, value: string): void {
  input.value = value;
  input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
}

elementContractSuite({
  tag: 'curb-booking',
  embedUrl: EMBED,
  attributes: { 'reservation-id': '41' },
  routes,
  attributeReachesComponent: {
    attribute: 'reservation-id',
    value: '42',
    check: (root) => root.textContent?.includes('R-42') === true && byLabel(root, 'Full name')?.value === 'Ben Ortiz',
  },
  event: {
    name: 'curb-navigate',
    act: async (root) => {
      await until(() => root.textContent?.includes('R-41'), 'the booking to load');
      await clickButton(root, '.edit-banner-link');
    },
    detail: (detail) => expect(detail).to.deep.equal({ path: '/manage-bookings' }),
  },
});

describe('<curb-booking> steps 1 and 2', () => {
  onFakeApi(EMBED, 'curb-booking', routes);

  async function mountNew(): Promise<ShadowRoot> {
    const el = document.createElement('curb-booking');
    el.setAttribute('api-key', 'curbside-demo-key');
    document.body.append(el);
    const root = el.shadowRoot as ShadowRoot;
    // A new booking starts with the signed-in user as authorizing employee and main passenger.
    await until(() => byLabel(root, 'Full name')?.value === 'Ann Lee', 'the main passenger copied from the user record');
    return root;
  }

  it('starts a new booking on step 1 with the four steps in the header', async () => {
    const root = await mountNew();
    const steps = Array.from(root.querySelectorAll('.step-label')).map((n) => n.textContent);
    expect(steps).to.deep.equal(['Passenger info', 'Date and location', 'Car and payment', 'Summary']);
    expect(heading(root)).to.contain('Passenger info');
    expect(root.textContent).to.contain('Authorizing employee');
    expect(calls.some((c) => c.path === '/users/passengers')).to.equal(true);
  });

  it('shows the message under an invalid field on Next, focuses it and keeps what was typed', async () => {
    const root = await mountNew();
    const name = byLabel(root, 'Full name') as Sl;
    type(name, 'Ann');
    await clickButton(root, '.next-button');
    await until(() => helpLine(name) === 'Please enter a first and last name, without ~ \\ * $ # @', 'the full name message');
    expect(name.querySelector('[slot="help-text"]')?.getAttribute('role'), 'read out as it appears').to.equal('alert');
    expect(name.value).to.equal('Ann');
    expect(heading(root)).to.contain('Passenger info');
    await until(() => name.contains(deepActive()) || name.shadowRoot?.contains(deepActive()), 'the focus on Full name');
  });

  it('moves to Date and location when step 1 is valid, validates it, and goes back without validating', async () => {
    const root = await mountNew();
    await clickButton(root, '.next-button');
    await until(() => heading(root).includes('Date and location'), 'step 2');
    expect(root.querySelector('.step.is-done button')?.textContent).to.contain('Passenger info');
    await clickButton(root, '.next-button');
    await until(() => helpLine(byLabel(root, 'Date')) === 'Please select a pickup date', 'the date message');
    expect(helpLine(byLabel(root, 'Time'))).to.equal('Please select a pickup time');
    expect(root.textContent).to.contain('Address is not valid');
    // 'Front door' is the default exact pickup point (001 §4), so it has no message.
    expect(byLabel(root, 'Exact pickup point')?.value).to.equal('Front door');
    await clickButton(root, '.back-button');
    await until(() => heading(root).includes('Passenger info'), 'step 1 again');
    expect(root.querySelector('.step-alert')).to.equal(null);
    expect(byLabel(root, 'Full name')?.value).to.equal('Ann Lee');
  });

  it('draws Date and location ahead once step 1 is complete: Next shows that drawing, Back the step it left', async () => {
    const root = await mountNew();
    // The user starts on the form (the later steps' chunk loads); step 1 is complete with the defaults.
    const fullName = byLabel(root, 'Full name') as Sl;
    fullName.focus();
    const pickup = await until(() => root.querySelector<HTMLElement>('[data-field="pickUpAddress"]'), 'step 2 drawn ahead');
    expect(heading(root)).to.contain('Passenger info');
    const seen = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    expect(seen(pickup), 'unseen while step 1 shows').to.equal(false);
    // Laid out while unseen, then kept (content-visibility), out of the keyboard's reach all along.
    const pane = pickup.closest('.step-pane')!;
    expect(pane.classList.contains('is-drawing') ? pane.hasAttribute('inert') : true, 'inert while drawn').to.equal(true);
    await until(() => pane.classList.contains('is-kept'), 'the drawing kept');
    expect(pane.hasAttribute('inert')).to.equal(false);
    expect(seen(pickup)).to.equal(false);
    expect(seen(fullName)).to.equal(true);
    await clickButton(root, '.next-button');
    await until(() => heading(root).includes('Date and location'), 'step 2');
    expect(pickup.isConnected, 'the drawing made on step 1 is the one shown').to.equal(true);
    expect(seen(pickup)).to.equal(true);
    expect(fullName.isConnected && !seen(fullName), 'step 1 kept, unseen').to.equal(true);
    await clickButton(root, '.back-button');
    await until(() => heading(root).includes('Passenger info'), 'step 1 again');
    expect(seen(fullName), 'Back shows the step as it was left').to.equal(true);
    expect(fullName.value).to.equal('Ann Lee');
    expect(seen(pickup)).to.equal(false);
  });

  it('has no axe violations on step 2 with its messages shown', async () => {
    const root = await mountNew();
    await clickButton(root, '.next-button');
    await until(() => heading(root).includes('Date and location'), 'step 2');
    await clickButton(root, '.next-button');
    await until(() => helpLine(byLabel(root, 'Date')), 'the messages');
    await new Promise((r) => setTimeout(r, 300));
    await loadAxe();
    const result = await window.axe!.run(root.host, { resultTypes: ['violations'] });
    expect(result.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`)).to.deep.equal([]);
  });
});
