/// <reference types="mocha" />
// <curb-shell> in real Chromium against its embed build: the shared contract suite, then what
// the journeys rely on (accessible names, navigation events, logout, login as).
import { expect } from 'chai';
import { axTree } from '../../../tests/elements/ax-tree.ts';
import { deepActiveElement, deepQuery, elementContractSuite, loadAxe, pressKey, until } from '../../../tests/elements/contract-suite.ts';
import { calls, fakeApi, type FakeRoute } from '../../../tests/elements/fake-api.ts';
import { loginPermission, makeFirm, makeUserData } from './test-support/fixtures.ts';

const embedUrl = '/dist/portal/embed/curb-shell.js';

const superAdmin = makeUserData(
  { userRole: 'SUPER_ADMIN', isSuperAdmin: true, firmCode: 'acme', loginId: 'sam.admin@curbside.example', firstName: 'Sam', lastName: 'Admin' },
  [loginPermission(11, 'zoe@globex.example', 'Globex'), loginPermission(12, 'bob@acme.example', 'Acme')],
);
const firm = makeFirm({
  corporate: 'Acme Corporation',
  firmBillingProfile: { billingSystem: 'FN' },
  firmPreferences: { userGuideLink: 'https://guide.example/acme' },
});

const routes: FakeRoute[] = [
  { method: 'GET', path: '/users/userData', body: superAdmin },
  { method: 'GET', path: '/users/firmData', body: firm },
  { method: 'GET', path: '/users/countries', body: [] },
  { method: 'GET', path: '/users/next-tour', body: { tourTypeToShow: null, tourTypeToShowSeen: true } },
  { method: 'GET', path: '/users/documents', body: [] },
  { method: 'POST', path: '/auth/logout', body: { ok: true } },
  { method: 'POST', path: '/users/login/11/switch', status: 403, body: { message: 'Login as is not allowed for this firm' } },
];

/** The first element under `root` (shadow roots included) matching `selector` whose text is `text`. */
function byText<T extends Element>(root: ParentNode, selector: string, text: string): T | null {
  for (const el of Array.from(root.querySelectorAll<T>(selector))) if (el.textContent?.trim() === text) return el;
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (el.shadowRoot) {
      const found = byText<T>(el.shadowRoot, selector, text);
      if (found) return found;
    }
  }
  return null;
}

/** Whether `node` is in `host`'s light DOM or its shadow root. */
function within(host: HTMLElement, node: Element | null): boolean {
  return node !== null && (host.contains(node) || host.shadowRoot?.contains(node) === true);
}

// The shown options (the list also holds a hidden 'No match' / loading line).
const LOGIN_AS_OPTIONS = '[role="listbox"][aria-label="Login as ..."] [role="option"]:not([hidden])';

// An entry not built yet reads its label, then 'Soon'.
const navLink = (root: ShadowRoot, label: string) =>
  Array.from(root.querySelectorAll<HTMLElement>('nav[aria-label="Main"] li'))
    .find((li) => li.innerText.replace(/\s*Soon$/, '').trim() === label)
    ?.querySelector<HTMLElement>('a, span[aria-disabled]') ?? null;

/**
 * The shell lays its navigation out by the window's width (a drawer under 768 px, an icon rail
 * under 1200 px); the runner's window is 800 px wide, so tests say which width the shell sees.
 */
function windowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}
windowWidth(1280);

elementContractSuite({
  tag: 'curb-shell',
  embedUrl,
  routes,
  attributes: { 'current-path': '/new-booking' },
  attributeReachesComponent: {
    attribute: 'current-path',
    value: '/manage-bookings/edit-booking',
    check: (root) => {
      const crumbs = Array.from(root.querySelectorAll('nav[aria-label="Breadcrumb"] a')).map((a) => a.textContent);
      return crumbs.join(' > ') === 'Manage bookings > Edit booking';
    },
  },
  event: {
    name: 'curb-navigate',
    act: async (root) => {
      const link = await until(() => navLink(root, 'Manage bookings'), 'the Manage bookings link');
      link.click();
    },
    detail: (detail) => expect(detail).to.deep.equal({ path: '/manage-bookings' }),
  },
});

describe('<curb-shell> frame', () => {
  let restore: () => void = () => {};
  before(async () => {
    restore = fakeApi(routes);
    await import(/* @vite-ignore */ embedUrl);
  });
  after(() => restore());
  // The page's ui store keeps the last choice in memory: start each test in light mode.
  beforeEach(() => localStorage.setItem('curb.darkMode', 'false'));
  afterEach(() => {
    document.querySelectorAll('curb-shell').forEach((el) => el.remove());
    localStorage.removeItem('curb.darkMode');
    localStorage.removeItem('curb.sidebarCollapsed');
  });

  async function mount(path = '/new-booking', availableRoutes?: string[]): Promise<{ el: HTMLElement; root: ShadowRoot }> {
    const el = document.createElement('curb-shell');
    el.setAttribute('current-path', path);
    if (availableRoutes) el.availableRoutes = availableRoutes;
    const child = document.createElement('p');
    child.textContent = 'Routed element here';
    el.append(child);
    document.body.append(el);
    const root = await until(() => el.shadowRoot, 'the shadow root');
    await until(() => root.querySelectorAll('nav[aria-label="Main"] li').length > 0, 'the side navigation');
    return { el, root };
  }

  it('lists the side navigation of the user in the spec order, each item reading its label', async () => {
    const { root } = await mount();
    const items = Array.from(root.querySelectorAll<HTMLElement>('nav[aria-label="Main"] > ul > li')).map((li) => li.innerText.trim());
    expect(items).to.deep.equal([
      'New booking', 'Manage bookings', 'Coverage map', 'Manage employees', 'Receipts', 'Outstanding charges',
      'Reports', 'Dashboard', 'Admin settings', 'Event booking',
    ]);
  });

  it('links only the routes whose element is built, and marks the current one', async () => {
    const { root } = await mount('/receipts', ['/new-booking', '/receipts']);
    expect(navLink(root, 'Receipts')?.tagName).to.equal('A');
    expect(navLink(root, 'Receipts')?.getAttribute('aria-current')).to.equal('page');
    expect(navLink(root, 'New booking')?.getAttribute('aria-current')).to.equal(null);
    const reports = navLink(root, 'Reports');
    expect(reports?.tagName).to.equal('SPAN');
    expect(reports?.getAttribute('title')).to.equal('Not available yet');
  });

  it('shows the routed element through its default slot', async () => {
    const { el, root } = await mount();
    const slot = root.querySelector('main slot') as HTMLSlotElement;
    expect(slot.assignedElements()).to.deep.equal([el.firstElementChild]);
  });

  it('collapses to icons and remembers it, the label staying readable', async () => {
    const { root } = await mount();
    const button = root.querySelector<HTMLButtonElement>('button[aria-label="Collapse navigation"]');
    expect(button).to.not.equal(null);
    button?.click();
    const nav = root.querySelector<HTMLElement>('nav[aria-label="Main"]') as HTMLElement;
    await until(() => root.querySelector('button[aria-label="Expand navigation"]'), 'the Expand navigation button');
    expect(localStorage.getItem('curb.sidebarCollapsed')).to.equal('true');
    await until(() => Math.round(nav.getBoundingClientRect().width) === 88, 'the 88 px navigation', 2000);
    expect(navLink(root, 'Receipts')).to.not.equal(null);
    root.querySelector<HTMLButtonElement>('button[aria-label="Expand navigation"]')?.click();
    await until(() => Math.round(nav.getBoundingClientRect().width) === 217, 'the 217 px navigation', 2000);
  });

  it('shows the breadcrumb of the route and the firm logo box', async () => {
    const { root } = await mount('/receipts');
    const crumbs = Array.from(root.querySelectorAll('nav[aria-label="Breadcrumb"] a')).map((a) => a.textContent);
    expect(crumbs).to.deep.equal(['Receipts']);
  });

  it('toggles dark mode from the header and remembers it', async () => {
    const { root } = await mount();
    const button = root.querySelector<HTMLButtonElement>('button[aria-label="Dark mode"]') as HTMLButtonElement;
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    button.click();
    await until(() => button.getAttribute('aria-pressed') === 'true', 'dark mode on');
    expect(localStorage.getItem('curb.darkMode')).to.equal('true');
    const themed = root.querySelector('.curb-root') as HTMLElement;
    expect(themed.classList.contains('sl-theme-dark')).to.equal(true);
    // Shoelace's dark tokens load the first time an element shows dark: the surface turns dark.
    await until(() => getComputedStyle(themed).getPropertyValue('--sl-color-neutral-0').trim() === 'hsl(240, 5.9%, 11%)', 'the dark tokens');
    button.click();
    await until(() => button.getAttribute('aria-pressed') === 'false', 'dark mode off');
  });

  it("asks for 'Manage your account' through curb-account-requested", async () => {
    const { root } = await mount();
    const seen: CustomEvent[] = [];
    const listener = (e: Event) => seen.push(e as CustomEvent);
    document.addEventListener('curb-account-requested', listener);
    const trigger = await until(() => root.querySelector<HTMLButtonElement>('button[aria-label="User menu"]'), 'the User menu button');
    trigger.click();
    const item = await until(() => byText<HTMLElement>(root, 'sl-menu-item', 'Manage your account'), 'Manage your account');
    expect(byText(root, 'sl-menu-item', 'Open user guide')).to.not.equal(null);
    expect(byText(root, 'sl-menu-item', 'Contact support')).to.not.equal(null);
    expect(root.querySelector('sl-menu-label')?.textContent).to.contain('sam.admin@curbside.example');
    item.click();
    const event = await until(() => seen[0], 'curb-account-requested');
    document.removeEventListener('curb-account-requested', listener);
    expect(event.detail).to.deep.equal({ userId: 7, tab: 'contact' });
  });

  it('lists the login-as choices sorted by firm name and toasts a failed switch', async () => {
    const { root } = await mount();
    const input = await until(() => deepQuery<HTMLInputElement>(root, 'input[role="combobox"]'), 'the Login as combobox');
    input.focus();
    const options = await until(() => {
      const list = Array.from(root.querySelectorAll<HTMLElement>(LOGIN_AS_OPTIONS));
      return list.length ? list : null;
    }, 'the options');
    expect(options.map((o) => o.textContent)).to.deep.equal(['bob@acme.example — Acme', 'zoe@globex.example — Globex']);
    // Type the way React sees it: through the native value setter, then an input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'glob');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => root.querySelectorAll(LOGIN_AS_OPTIONS).length === 1, 'the filtered option');
    root.querySelector<HTMLElement>(LOGIN_AS_OPTIONS)?.click();
    const yes = await until(() => byText<HTMLElement>(root, 'sl-button', 'Yes'), 'the confirmation');
    expect(byText(root, 'p', 'Are you sure you want to login as zoe@globex.example?')).to.not.equal(null);
    yes.click();
    await until(() => byText(root, 'sl-alert', 'Login as is not allowed for this firm'), 'the error toast');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/users/login/11/switch')).to.equal(true);
    // Read out as it appears, without taking the focus: an assertive live region (an alert) holding the text.
    const announced = (await axTree()).find((node) => node.role === 'alert' && node.text === 'Login as is not allowed for this firm');
    expect(announced, 'the failure toast in the accessibility tree').to.not.equal(undefined);
    expect(announced?.live).to.equal('assertive');
  });

  it('gives the focus back to the User menu button when Contact support closes (WCAG 2.4.3)', async () => {
    const { root } = await mount();
    const trigger = await until(() => root.querySelector<HTMLButtonElement>('button[aria-label="User menu"]'), 'the User menu button');
    trigger.focus();
    await pressKey('Enter');
    const item = await until(() => byText<HTMLElement>(root, 'sl-menu-item', 'Contact support'), 'Contact support');
    // The menu's own keys: down the entries to Contact support, Enter chooses it.
    for (let i = 0; i < 8 && deepActiveElement() !== item; i += 1) await pressKey('ArrowDown');
    expect(deepActiveElement(), 'Contact support reached with the arrow keys').to.equal(item);
    await pressKey('Enter');
    type Dialog = HTMLElement & { label: string; open: boolean };
    const dialog = await until(() => Array.from(root.querySelectorAll<Dialog>('sl-dialog')).find((d) => d.label === 'Contact support' && d.open), 'the support dialog');
    await until(() => within(dialog, deepActiveElement()), 'the focus in the dialog');
    await pressKey('Escape');
    await until(() => !dialog.open, 'the dialog closed');
    await until(() => deepActiveElement() === trigger, 'the focus back on the User menu button');
  });

  for (const dark of [false, true]) {
    it(`has no axe violations with unavailable entries, collapsed and with the lists open (${dark ? 'dark' : 'light'})`, async () => {
      localStorage.setItem('curb.darkMode', String(dark));
      const { el, root } = await mount('/receipts', ['/receipts']);
      await loadAxe();
      const axe = window.axe;
      if (!axe) throw new Error('axe-core missing');
      // With a combobox list open, axe's scrollable-region-focusable exempts a combobox's popup only
      // when it can follow aria-controls to it by id inside one DOM tree; ours is referenced by
      // element across sl-input's shadow root, so axe misses that the scrolling list is a popup whose
      // options the keyboard reaches through aria-activedescendant (the Combobox suite checks them).
      const violations = async (options: { comboboxPopupOpen?: boolean } = {}) =>
        (await axe.run(el, { resultTypes: ['violations'], ...(options.comboboxPopupOpen ? { rules: { 'scrollable-region-focusable': { enabled: false } } } : {}) }))
          .violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
      await new Promise((r) => setTimeout(r, 300));
      expect(await violations(), 'expanded').to.deep.equal([]);
      root.querySelector<HTMLButtonElement>('button[aria-label="Collapse navigation"]')?.click();
      await until(() => root.querySelector('button[aria-label="Expand navigation"]'), 'collapsed');
      await new Promise((r) => setTimeout(r, 300));
      expect(await violations(), 'collapsed').to.deep.equal([]);
      const loginAs = await until(() => deepQuery<HTMLInputElement>(root, 'input[role="combobox"]'), 'the login-as combobox');
      loginAs.focus();
      await until(() => loginAs.getAttribute('aria-expanded') === 'true', 'the login-as list');
      await new Promise((r) => setTimeout(r, 300));
      expect(await violations({ comboboxPopupOpen: true }), 'login-as list open').to.deep.equal([]);
      loginAs.blur();
      root.querySelector<HTMLButtonElement>('button[aria-label="User menu"]')?.click();
      await until(() => byText(root, 'sl-menu-item', 'Contact support'), 'the user menu');
      await new Promise((r) => setTimeout(r, 400));
      expect(await violations(), 'user menu open').to.deep.equal([]);
    });
  }

  describe('on narrower windows', () => {
    afterEach(() => windowWidth(1280));

    it('shows a tablet an icon rail, each label a tooltip, with nothing to toggle', async () => {
      windowWidth(1000);
      const { root } = await mount();
      const nav = root.querySelector<HTMLElement>('nav[aria-label="Main"]') as HTMLElement;
      expect(nav.classList.contains('side-nav--collapsed')).to.equal(true);
      expect(root.querySelector('button[aria-label="Collapse navigation"], button[aria-label="Expand navigation"]')).to.equal(null);
      const tooltip = navLink(root, 'Manage bookings')?.closest<HTMLElement & { content: string; disabled: boolean }>('sl-tooltip');
      expect(tooltip?.content).to.equal('Manage bookings');
      expect(tooltip?.disabled).to.equal(false);
    });

    /** The shell on a 390 px phone: its menu button and its navigation drawer. */
    async function mountPhone(): Promise<{ el: HTMLElement; menu: HTMLButtonElement; drawer: HTMLElement & { open: boolean } }> {
      windowWidth(390);
      const el = document.createElement('curb-shell');
      el.setAttribute('current-path', '/new-booking');
      document.body.append(el);
      const root = await until(() => el.shadowRoot, 'the shadow root');
      const menu = await until(() => root.querySelector<HTMLButtonElement>('button[aria-label="Navigation menu"]'), 'the menu button');
      return { el, menu, drawer: root.querySelector('sl-drawer') as HTMLElement & { open: boolean } };
    }

    it('gives a phone a menu button opening the navigation in a drawer, which a route change closes', async () => {
      const { el, menu, drawer } = await mountPhone();
      expect(drawer.open).to.equal(false);
      expect(menu.getAttribute('aria-expanded')).to.equal('false');
      menu.click();
      await until(() => drawer.open && menu.getAttribute('aria-expanded') === 'true', 'the open drawer');
      expect(drawer.querySelector('nav[aria-label="Main"]')).to.not.equal(null);
      el.setAttribute('current-path', '/manage-bookings');
      await until(() => !drawer.open && menu.getAttribute('aria-expanded') === 'false', 'the drawer closed by the route change');
    });

    it('gives the focus back to the menu button when Escape closes the drawer (WCAG 2.4.3)', async () => {
      const { menu, drawer } = await mountPhone();
      menu.focus();
      await pressKey('Enter');
      await until(() => drawer.open && within(drawer, deepActiveElement()), 'the focus in the open drawer');
      await pressKey('Escape');
      await until(() => !drawer.open, 'the drawer closed');
      await until(() => deepActiveElement() === menu, 'the focus back on the menu button');
    });
  });

  it('gives the page one h1, its name, and a skip link to the main area', async () => {
    const { root } = await mount('/manage-bookings/edit-booking');
    expect(Array.from(root.querySelectorAll('h1')).map((h) => h.textContent)).to.deep.equal(['Edit booking']);
    const skip = root.querySelector<HTMLButtonElement>('button.skip-link');
    expect(skip?.textContent).to.equal('Skip to main content');
    skip?.click();
    expect(root.activeElement).to.equal(root.querySelector('main'));
  });

  it('logs out after the confirmation: tells the server, signs out and goes to /login', async () => {
    const { root } = await mount();
    const seen: string[] = [];
    const onSignedOut = () => seen.push('signed-out');
    const onNavigate = (e: Event) => seen.push(`navigate ${(e as CustomEvent<{ path: string }>).detail.path}`);
    document.addEventListener('curb-auth-signed-out', onSignedOut);
    document.addEventListener('curb-navigate', onNavigate);
    root.querySelector<HTMLButtonElement>('button[aria-label="Log out"]')?.click();
    await until(() => byText(root, 'p', 'Are you sure you want to log out ?'), 'the logout confirmation');
    (await until(() => byText<HTMLElement>(root, 'sl-button', 'Yes'), 'Yes')).click();
    await until(() => seen.length === 2, 'both events');
    document.removeEventListener('curb-auth-signed-out', onSignedOut);
    document.removeEventListener('curb-navigate', onNavigate);
    expect(seen).to.deep.equal(['signed-out', 'navigate /login']);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/auth/logout')).to.equal(true);
  });
});
