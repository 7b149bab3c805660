/// <reference types="mocha" />
// curb-account in real Chromium against its embed build: the shared contract suite (axe light
// and dark), then a save that reports curb-account-saved and keeps the session's settings in step.
import { expect } from 'chai';
import type { PreferencesResponse } from '@curbside/contracts';
import { countriesFixture, firmFixture, userDataFixture } from '../../../shared/state/src/test-fixtures.ts';
import { elementContractSuite, until } from '../../../tests/elements/contract-suite.ts';
import { calls, type FakeRoute } from '../../../tests/elements/fake-api.ts';
import { onFakeApi } from '../../../tests/elements/mount-element.ts';

const EMBED = '/dist/portal/embed/curb-account.js';

const account: PreferencesResponse = {
  contactInformation: {
    firstName: 'Ann', lastName: 'Lee', middleName: null, fullName: 'Ann Lee', employeeId: 'E-7', countryCode: 'US',
    preferredContactMethod: 'Email',
    phones: [{ userPhoneId: 1, userId: 7, type: 'Mobile', phone: '1-2125550101', source: null }],
    emails: [{ userId: 7, name: null, email: 'ann@acme.example', isPrimary: true, source: null }],
    costAllocations: [],
  },
  creditCards: [],
  places: { home: null, work: null, favorites: [] },
  settings: userDataFixture.settings,
  preferencesNote: null,
  role: 'REGULAR',
};

const firm = {
  ...firmFixture,
  notificationOptions: [
    { code: 'email', name: 'Email', assistantNotificationsDefaultValue: false, topics: [{ code: 'A', name: 'Booking confirmed' }, { code: 'B', name: 'Driver assigned' }, { code: 'C', name: 'Ride completed' }] },
    { code: 'push', name: 'Push', assistantNotificationsDefaultValue: true, topics: [{ code: 'B', name: 'Driver assigned' }] },
  ],
};

const routes: FakeRoute[] = [
  { method: 'GET', path: '/users/userData', body: userDataFixture },
  { method: 'GET', path: '/users/firmData', body: firm },
  { method: 'GET', path: '/users/countries', body: countriesFixture },
  { method: 'GET', path: '/users/7/account', body: account },
  { method: 'GET', path: '/users/7/creditCards', body: { creditCards: [], hasPendingVirtualCard: false } },
  { method: 'POST', path: '/users/7/contactInfo', body: ({ body }: { body: unknown }) => ({ ...(body as { contactInformation: object }).contactInformation, fullName: 'Ann Lee' }) },
  { method: 'POST', path: '/admin/users', body: { userId: 99 } },
  { method: 'POST', path: '/users/7/preferences', body: ({ body }: { body: unknown }) => ({ ...(body as { formatPreferences: object }).formatPreferences, notifications: (body as { notificationSettings: object }).notificationSettings }) },
];

type Sl = HTMLElement & { value?: string; disabled?: boolean; updateComplete?: Promise<unknown> };

const activePanel = (root: ShadowRoot) => root.querySelector<HTMLElement>('sl-tab-panel[active]')?.getAttribute('name');

/** Puts an open curb-account with these attributes on the page; its root, dialog and the curb-account-saved events it fires. */
async function openAccount(attributes: Record<string, string> = {}) {
  const el = document.createElement('curb-account');
  for (const [name, value] of Object.entries({ open: '', ...attributes })) el.setAttribute(name, value);
  document.body.append(el);
  const root = el.shadowRoot as ShadowRoot;
  const saved: CustomEvent[] = [];
  el.addEventListener('curb-account-saved', (event) => saved.push(event as CustomEvent));
  const dialog = await until(() => root.querySelector<Sl & { label: string; open?: boolean }>('sl-dialog'), 'the dialog');
  return { el, root, dialog, saved };
}

/** Clicks the enabled Shoelace button with this text. */
async function clickButton(root: ShadowRoot, label: string): Promise<void> {
  const button = await until(() => [...root.querySelectorAll<Sl>('sl-button')].find((b) => b.textContent?.trim() === label && !b.disabled), `an enabled ${label}`);
  await button.updateComplete;
  (button.shadowRoot?.querySelector('button') as HTMLButtonElement).click();
}

elementContractSuite({
  tag: 'curb-account',
  embedUrl: EMBED,
  attributes: { open: '' },
  routes,
  attributeReachesComponent: {
    attribute: 'tab',
    value: 'preferences',
    check: (root) => activePanel(root) === 'preferences' && root.querySelector('sl-tab-panel[name="preferences"] sl-select') !== null,
  },
  event: {
    name: 'curb-account-closed',
    act: async (root, el) => {
      const dialog = await until(() => root.querySelector<Sl>('sl-dialog'), 'the dialog');
      await dialog.updateComplete;
      const close = await until(() => dialog.shadowRoot?.querySelector<HTMLElement>('[part~="close-button"]'), 'the close button');
      close.click();
      await until(() => !el.hasAttribute('open'), 'the open attribute to go');
    },
    detail: (detail) => expect(detail).to.deep.equal({}),
  },
});

describe('<curb-account> tabs and saves', () => {
  onFakeApi(EMBED, 'curb-account', routes);

  it('shows the title and the tabs of an employee in the spec order', async () => {
    const { root, dialog } = await openAccount();
    const tabs = await until(() => {
      const found = [...root.querySelectorAll('sl-tab')].map((tab) => tab.textContent?.trim());
      return found.length ? found : null;
    }, 'the tabs');
    expect(tabs).to.deep.equal(['EMPLOYEE DETAILS', 'FAVORITE ADDRESSES', 'CREDIT CARDS', 'AUTHORIZED BOOKERS', 'PREFERENCES']);
    expect(dialog.label).to.equal('Manage account - Ann Lee (E-7)');
    const countryButton = await until(() => [...root.querySelectorAll('button.curb-phone-country')].find((b) => b.textContent?.startsWith('Mobile phone country')), 'the phone country picker');
    expect(countryButton.getAttribute('aria-haspopup')).to.equal('listbox');
  });

  it('saves preferences, fires curb-account-saved and lists notification topics without push', async () => {
    const { root, saved } = await openAccount({ tab: 'preferences' });
    await until(() => root.querySelector('sl-checkbox'), 'the notification topics');
    const topics = [...root.querySelectorAll('sl-checkbox')].map((box) => box.textContent?.trim());
    expect(topics).to.deep.equal(['Booking confirmed', 'Ride completed', 'Driver assigned']);
    expect(root.textContent).not.to.contain('Push');
    await clickButton(root, 'Save');
    const event = await until(() => saved[0], 'curb-account-saved');
    expect(event.detail).to.deep.equal({ userId: 7, section: 'preferences' });
    expect(calls.some((call) => call.method === 'POST' && call.path === '/users/7/preferences')).to.equal(true);
  });

  it('takes the focus when it opens and gives it back to its opener, also one in another shadow root (WCAG 2.4.3)', async () => {
    // The opener sits in a shadow root, as the shell's user menu does: document.activeElement is only its host.
    const page = document.createElement('div');
    document.body.append(page);
    const opener = document.createElement('button');
    opener.textContent = 'Manage account';
    page.attachShadow({ mode: 'open' }).append(opener);
    try {
      // Created open, as the portal does the first time: the dialog still takes the focus.
      opener.focus();
      const { el, dialog } = await openAccount();
      await until(() => dialog.open && page.shadowRoot?.activeElement !== opener, 'focus to move into the open dialog');
      const close = await until(() => dialog.shadowRoot?.querySelector<HTMLElement>('[part~="close-button"]'), 'the close button');
      close.click();
      await until(() => !el.hasAttribute('open'), 'the dialog to close');
      await until(() => page.shadowRoot?.activeElement === opener, 'focus back on the opener');
    } finally {
      page.remove();
    }
  });
});

describe('<curb-account mode>', () => {
  onFakeApi(EMBED, 'curb-account', routes);

  it("registration: 'Contact information' greets by the email's name part, cannot be closed, saves and closes", async () => {
    const { el, root, dialog, saved } = await openAccount({ mode: 'registration' });
    expect(dialog.label).to.equal('Contact information');
    await until(() => root.textContent?.includes('Hi ann, we need a few more details about you to proceed.'), 'the greeting');
    expect(root.querySelector('sl-tab')).to.equal(null);
    // Escape asks to close: refused until saved.
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(el.hasAttribute('open')).to.equal(true);
    const close = dialog.shadowRoot?.querySelector<HTMLElement>('[part~="close-button"]');
    expect(close ? getComputedStyle(close).display : 'none').to.equal('none');

    await clickButton(root, 'Save');
    const event = await until(() => saved[0], 'curb-account-saved');
    expect(event.detail).to.deep.equal({ userId: 7, section: 'contact' });
    await until(() => !el.hasAttribute('open'), 'the dialog to close');
  });

  it("new-employee: 'New employee' posts POST /admin/users and reports the new employee", async () => {
    const { el, root, dialog, saved } = await openAccount({ mode: 'new-employee' });
    expect(dialog.label).to.equal('New employee');
    const type = async (label: string, value: string) => {
      const input = await until(() => [...root.querySelectorAll<Sl>('sl-input')].find((i) => (i as Sl & { label?: string }).label === label), label);
      input.value = value;
      input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
    };
    await type('First name', 'Nina');
    await type('Last name', 'New');
    await type('Email', 'nina.new@acme.example');
    await clickButton(root, 'Add employee');
    const event = await until(() => saved[0], 'curb-account-saved');
    expect(event.detail).to.deep.equal({ userId: 99, section: 'newEmployee' });
    const posted = calls.find((call) => call.method === 'POST' && call.path === '/admin/users');
    expect(posted).to.not.equal(undefined);
    await until(() => !el.hasAttribute('open'), 'the dialog to close');
  });
});
