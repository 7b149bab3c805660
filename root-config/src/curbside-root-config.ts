// The portal's single-spa root config (import-map name @curbside/root-config).
// No UI framework here: each routed element is a single-spa application whose
// lifecycles create and remove the custom element; guards come from
// @curbside/domain, the session from @curbside/state.
import { AccountRequestedDetail, NavigateDetail, endpoints } from '@curbside/contracts';
import { callQuietly, defaultUnauthorizedRedirect, getApiClient, getLastActivityMs, startTokenRefresh, startVersionWatcher, trackActivity } from '@curbside/api';
import {
  LOGIN_PATH, ROUTES, matchRoute, mustCompleteRegistration, mustSignSelfOnboarding, normalizePath, postLoginLanding, postLoginRedirect,
  shouldStoreRedirect,
} from '@curbside/domain';
import type { RouteDef } from '@curbside/domain';
import { loadSession, sessionStore } from '@curbside/state';
import { navigateToUrl, registerApplication, start, triggerAppChange } from 'single-spa';
import type { LifeCycles } from 'single-spa';
import { guardNavigation, type GuardSession } from './route-guard.ts';
import { availableRoutePaths, documentTitle, elementApplications, isApplicationActive, outletKind, showsShell } from './route-outlets.ts';
import type { ElementApplication } from './route-outlets.ts';
import { BARE_OUTLET_ID, EARLY_ATTRIBUTE, SHELL_OUTLET_ID, SHELL_TAG } from './page-layout.ts';

const ACCOUNT_TAG = 'curb-account';
const REDIRECT_KEY = 'curbside:redirect-path';

function meta(name: string, fallback: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? fallback;
}

const apiBase = meta('curbside:api-base', '');
const apiKey = meta('curbside:api-key', 'curbside-demo-key');
const client = getApiClient(apiBase, apiKey);

function createElement(tag: string): HTMLElement {
  const element = document.createElement(tag);
  element.setAttribute('api-base', apiBase);
  element.setAttribute('api-key', apiKey);
  return element;
}

// ---- elements: loaded through the import map (import-map name = tag) ----

const loading = new Map<string, Promise<boolean>>();

/** Loads an element's module; false when it is not built (not in the import map) or did not define its tag. */
function loadElement(tag: string): Promise<boolean> {
  let promise = loading.get(tag);
  if (!promise) {
    promise = import(/* @vite-ignore */ tag).then(
      () => customElements.get(tag) !== undefined,
      (error: unknown) => {
        console.info(`[curbside] ${tag} is not available:`, error);
        return false;
      },
    );
    loading.set(tag, promise);
  }
  return promise;
}

// ---- layout: the shell (template routes) and the bare outlet ----

const shellOutlet = (): HTMLElement => document.getElementById(SHELL_OUTLET_ID) ?? document.body;
const bareOutlet = (): HTMLElement => document.getElementById(BARE_OUTLET_ID) ?? document.body;

// ---- elements the page's early script put in place (portal/src/first-step-early.ts) ----

/**
 * On a cold /new-booking the page's early script has already put <curb-shell> in the shell
 * outlet with the stepper in it, drawing the stepper's first step: they are adopted here (given
 * the API attributes before their code defines them) instead of being created again.
 */
const early = new Map<string, HTMLElement>();
for (const element of Array.from(shellOutlet().querySelectorAll<HTMLElement>(`[${EARLY_ATTRIBUTE}]`))) {
  element.removeAttribute(EARLY_ATTRIBUTE);
  element.setAttribute('api-base', apiBase);
  element.setAttribute('api-key', apiKey);
  if (element.localName === SHELL_TAG) element.setAttribute('current-path', location.pathname);
  early.set(element.localName, element);
}

/** The early element of this tag, once: the caller mounts it. */
function takeEarly(tag: string): HTMLElement | null {
  const element = early.get(tag) ?? null;
  early.delete(tag);
  return element;
}

/** The guards settled on `route`: an early routed element that is not its own goes (the early shell stays for ensureShell). */
function dropEarlyElements(route: RouteDef | null): void {
  for (const [tag, element] of early) {
    if (tag === SHELL_TAG || tag === route?.element) continue;
    element.remove();
    early.delete(tag);
  }
}

let shell: Promise<HTMLElement> | null = null;

/** The shell, created once; a plain container stands in while curb-shell is not built. */
function ensureShell(): Promise<HTMLElement> {
  shell ??= loadElement(SHELL_TAG).then((available) => {
    const earlyShell = takeEarly(SHELL_TAG);
    if (!available) earlyShell?.remove();
    const element = available ? (earlyShell ?? createElement(SHELL_TAG)) : document.createElement('div');
    if (!available) element.className = 'curb-shell-fallback';
    // Nav items link only to routes whose element is built (in the import map).
    Object.assign(element, { availableRoutes: availableRoutePaths(ROUTES, importMapNames()) });
    element.setAttribute('current-path', location.pathname);
    // An early shell is in place already (moving it would disconnect it and draw it again).
    if (element.parentElement !== shellOutlet()) shellOutlet().append(element);
    return element;
  });
  return shell;
}

function updateLayout(route: RouteDef | null): void {
  const show = showsShell(route);
  if (show) void ensureShell();
  if (show) void ensureShell().then((element) => element.setAttribute('current-path', normalizePath(location.pathname)));
  shellOutlet().hidden = !show;
  bareOutlet().hidden = show;
  document.title = documentTitle(route);
}

function usesShell(path: string): boolean {
  const route = matchRoute(path);
  return route !== null && outletKind(route) === 'shell';
}

function outletFor(route: RouteDef): Promise<HTMLElement> {
  return outletKind(route) === 'shell' ? ensureShell() : Promise.resolve(bareOutlet());
}

function notAvailablePage(route: RouteDef): HTMLElement {
  const page = document.createElement('section');
  page.className = 'curb-portal-message';
  page.dataset.notAvailable = route.element;
  // The shell's h1 already names the page (one h1 per page).
  const title = document.createElement('h2');
  title.textContent = 'Not available yet';
  const text = document.createElement('p');
  text.textContent = `${documentTitle(route).replace(/ - Curbside$/, '')} is not available yet.`;
  page.append(title, text);
  return page;
}

// ---- one single-spa application per routed element ----

/** Takes down, for good, each screen mounted or kept alive (see 'curb-auth-signed-out' below). */
const screenDroppers = new Set<() => void>();

function lifecycles(app: ElementApplication, available: boolean): LifeCycles {
  let node: HTMLElement | null = null;
  let keptAlive = false;
  const drop = () => {
    node?.remove();
    node = null;
    keptAlive = false;
  };
  screenDroppers.add(drop);
  return {
    bootstrap: async () => {},
    mount: async () => {
      const route = matchRoute(location.pathname);
      if (!route) return;
      const outlet = await outletFor(route);
      if (!available) {
        node = notAvailablePage(route);
      } else if (!node || !keptAlive) {
        node = takeEarly(app.tag) ?? createElement(app.tag);
      }
      // /manage-bookings/edit-booking?reservationId=N: the stepper loads that reservation (001 §2 Edit).
      const reservationId = new URLSearchParams(location.search).get('reservationId');
      if (available && app.tag === 'curb-booking') {
        if (reservationId) node.setAttribute('reservation-id', reservationId);
        else node.removeAttribute('reservation-id');
      }
      node.hidden = false;
      if (node.parentElement !== outlet) outlet.append(node);
      keptAlive = route.keepAlive && available;
    },
    unmount: async () => {
      if (!node) return;
      // spec 001 §2: some screens are kept alive when leaving; they are hidden, not removed.
      if (keptAlive) node.hidden = true;
      else {
        node.remove();
        node = null;
      }
    },
  };
}

// ---- guards ----

/** The URL (path + query) the guards let through; applications are active only there. */
let approved: string | null = null;
let previousPath: string | null = null;
let guardRun = 0;

function storeRedirect(path: string): void {
  sessionStore.getState().setRedirectPath(path);
  try {
    sessionStorage.setItem(REDIRECT_KEY, path);
  } catch {
    // storage blocked: the store alone remembers it for this page
  }
}

function takeRedirect(): string {
  let stored = sessionStore.getState().redirectPath;
  try {
    stored ??= sessionStorage.getItem(REDIRECT_KEY);
    sessionStorage.removeItem(REDIRECT_KEY);
  } catch {
    // storage blocked
  }
  sessionStore.getState().setRedirectPath(null);
  return postLoginRedirect(stored);
}

/** A token that has not expired: the user is probably signed in. */
function mayHaveSession(): boolean {
  const expiresAt = client.tokens.getExpiresAtEpoch();
  return expiresAt !== null && expiresAt * 1000 > Date.now();
}

function currentSession(): GuardSession {
  const { isAuthenticated, userData, firm } = sessionStore.getState();
  return { isAuthenticated, user: userData?.user ?? null, firm };
}

async function guard(): Promise<void> {
  const url = location.pathname + location.search;
  if (url === approved) return;
  const run = ++guardRun;
  const result = await guardNavigation({ pathname: location.pathname, search: location.search }, previousPath, {
    session: currentSession,
    loadSession: async () => {
      await loadSession(client);
      return currentSession();
    },
    mayHaveSession,
    storeRedirect,
  });
  // A newer navigation started while this one waited for the session: it decides.
  if (run !== guardRun || url !== location.pathname + location.search) return;
  dropEarlyElements(result.kind === 'redirect' ? null : result.route);
  if (result.kind === 'redirect') {
    // Replace, so Back does not return to a page that only redirects.
    history.replaceState(history.state, '', result.to);
    return;
  }
  approved = url;
  previousPath = normalizePath(location.pathname);
  updateLayout(result.route);
  triggerAppChange();
}

window.addEventListener('single-spa:before-routing-event', () => void guard());

// ---- events from the elements ----

// Details are read with the elements' own schemas (shared/contracts element-events.ts); a detail
// of another shape is ignored.
window.addEventListener('curb-navigate', (event) => {
  const detail = NavigateDetail.safeParse((event as CustomEvent<unknown>).detail);
  if (detail.success) navigateToUrl(detail.data.path);
});

// 000 §2: 'Manage your account' (shell user menu) and a booker's permission row menu open the account dialog.
let accountDialog: HTMLElement | null = null;
window.addEventListener('curb-account-requested', (event) => {
  const parsed = AccountRequestedDetail.safeParse((event as CustomEvent<unknown>).detail);
  if (!parsed.success) return;
  const detail = parsed.data;
  void loadElement(ACCOUNT_TAG).then((available) => {
    if (!available) return;
    accountDialog ??= createElement(ACCOUNT_TAG);
    accountDialog.setAttribute('user-id', String(detail.userId));
    accountDialog.setAttribute('tab', detail.tab);
    if (!accountDialog.isConnected) document.body.append(accountDialog);
    accountDialog.setAttribute('open', '');
  });
});

// Logging out: the shell fires this before it clears the session and the cache. Every signed-in
// screen goes now (kept-alive ones too), so none re-renders for a signed-out user and refetches
// into a 401; the next sign-in mounts them afresh.
window.addEventListener('curb-auth-signed-out', () => {
  approved = null;
  for (const drop of screenDroppers) drop();
});

window.addEventListener('curb-account-closed', (event) => {
  // The registration form closing is not the Manage account dialog closing.
  if (registrationDialog && event.target === registrationDialog) return;
  accountDialog?.removeAttribute('open');
});

// 000 §2 Other dialogs: 'Pending user on first session: shows the registration contact form'.
// Opened once per user and page, after the shell's mandatory session dialogs (disclaimer,
// self-onboarding terms) so only one mandatory dialog is in front at a time. Saving it completes
// the registration on the server; the session is then reloaded so isPending clears everywhere.
let registrationDialog: HTMLElement | null = null;
let registrationShownFor: number | null = null;

function openRegistrationWhenDue(): void {
  const { isAuthenticated, userData, firm } = sessionStore.getState();
  const user = userData?.user;
  if (!isAuthenticated || !user || !mustCompleteRegistration(user) || registrationShownFor === user.userId) return;
  if (mustSignSelfOnboarding(user)) return;
  if (user.firmDocument && (!firm || firm.firmPreferences.mandatoryUserDisclaimer)) return;
  registrationShownFor = user.userId;
  void loadElement(ACCOUNT_TAG).then((available) => {
    if (!available) return;
    if (!registrationDialog) {
      registrationDialog = createElement(ACCOUNT_TAG);
      registrationDialog.setAttribute('mode', 'registration');
      registrationDialog.addEventListener('curb-account-saved', () => void loadSession(client));
    }
    if (!registrationDialog.isConnected) document.body.append(registrationDialog);
    registrationDialog.setAttribute('open', '');
  });
}

sessionStore.subscribe(openRegistrationWhenDue);
openRegistrationWhenDue();

window.addEventListener('curb-auth-signed-in', () => {
  // Load the new user's data first, so the guards see who signed in (000 §2: after login, the stored path).
  void loadSession(client).then(() => {
    // /signup is kept alive (its draft lives in a store), but a page left mounted in the hidden bare
    // outlet stays the page's elected toast / confirm host, and every later toast would be invisible.
    // Signed in, the bare pages are done: detach them (a later visit mounts them again).
    const bare = document.getElementById(BARE_OUTLET_ID);
    for (const page of Array.from(bare?.children ?? [])) if (page.tagName.includes('-')) page.remove();
    // 001 §2: the next tour is fetched after login; the car providers map tour goes to /map (failure ignored).
    const redirect = takeRedirect();
    void callQuietly(client.call(endpoints.users.nextTour)).then((next) => navigateToUrl(postLoginLanding(redirect, next ?? null)));
  });
});

// spec 000 §4 / §8: any 401 clears the session, keeps the page the user wanted, then SSO or /login.
client.setUnauthorizedHandler(() => {
  sessionStore.getState().setAuthenticated(false);
  approved = null;
  const here = location.pathname + location.search;
  if (shouldStoreRedirect(normalizePath(location.pathname))) storeRedirect(here);
  defaultUnauthorizedRedirect(client.tokens.getLoginRoute(), (target) => {
    if (target === LOGIN_PATH) navigateToUrl(target);
    else location.assign(target);
  });
});

// spec 000 §9: token refresh every 60 s for active users; version watcher reloads the page on a new build.
trackActivity(document);
startTokenRefresh(client, {
  getTokenExpiryInMinutes: () => sessionStore.getState().firm?.firmPreferences.tokenExpiryInMinutes ?? null,
  getLastActivityMs,
});
// The version this page was served with (the build stamps it; '%...%' in an unbuilt page).
const servedVersion = document.querySelector('meta[name="app-version"]')?.getAttribute('content');
startVersionWatcher({ url: '/index.html', initialVersion: servedVersion?.includes('%') ? null : servedVersion });

/** Names in the page's import map (native or SystemJS): which elements are built. */
function importMapNames(): string[] {
  const names: string[] = [];
  for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>('script[type="importmap"], script[type="systemjs-importmap"]'))) {
    try {
      const map = JSON.parse(script.textContent || '{}') as { imports?: Record<string, string> };
      names.push(...Object.keys(map.imports ?? {}));
    } catch {
      // an external SystemJS map (src=) has no inline text; the native map is inline
    }
  }
  return names;
}

// ---- start ----

for (const app of elementApplications(ROUTES)) {
  registerApplication({
    name: app.name,
    // Everything the mount needs is fetched while loading: a mount that waited for a download could
    // outlast single-spa's lifecycle warning time (single-spa #31 in the console).
    app: async () => {
      const [available] = await Promise.all([loadElement(app.tag), app.paths.some(usesShell) ? ensureShell() : null]);
      return lifecycles(app, available);
    },
    activeWhen: (location) => isApplicationActive(app, location, approved, normalizePath),
  });
}

// The first page's element (and the shell around it) load while the session does, not once the
// guard has it (issue 10: on a cold /new-booking they were fetched and evaluated only after
// GET /users/userData and the firm's data had answered). Only for a user who may be signed in.
const firstRoute = matchRoute(location.pathname);
if (firstRoute && mayHaveSession()) {
  void loadElement(firstRoute.element);
  if (outletKind(firstRoute) === 'shell') void loadElement(SHELL_TAG);
}

start({ urlRerouteOnly: true });
