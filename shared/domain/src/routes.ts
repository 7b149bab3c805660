import type { User } from '@curbside/contracts';
import { isMarshal } from './roles.ts';

/** The custom element a route shows (000 §2 screens; login, signup and concur-signup share curb-login). */
export type RouteElement =
  | 'curb-booking' | 'curb-bookings' | 'curb-employees' | 'curb-event-booking' | 'curb-receipts'
  | 'curb-outstanding-charges' | 'curb-reports' | 'curb-dashboard' | 'curb-admin-settings' | 'curb-car-lines'
  | 'curb-invoices' | 'curb-coverage-map' | 'curb-login';

export interface RouteDef {
  path: string;
  /** Breadcrumb source: crumb labels separated by commas (spec 000 §2 Header breadcrumb). */
  name: string;
  /** spec 000 §2: all routes except login, signup and concur-signup need authentication. */
  needsAuth: boolean;
  /** spec 000 §2: login, signup and concur-signup show without the app template. */
  noTemplate: boolean;
  element: RouteElement;
  /** spec 001 §2: kept alive when leaving (manage-bookings, receipts, admin-settings, manage-car-lines); signup keeps its state. */
  keepAlive: boolean;
}

export const LOGIN_PATH = '/login';
export const SIGNUP_PATH = '/signup';
export const CONCUR_SIGNUP_PATH = '/concur-signup';
export const ROOT_PATH = '/';
export const NEW_BOOKING_PATH = '/new-booking';
export const CAR_LINES_PATH = '/manage-car-lines';
export const DASHBOARD_PATH = '/dashboard';
export const REPORTS_PATH = '/reports';

const route = (
  path: string, name: string, element: RouteElement, extra: Partial<Pick<RouteDef, 'needsAuth' | 'noTemplate' | 'keepAlive'>> = {},
): RouteDef => ({ path, name, element, needsAuth: true, noTemplate: false, keepAlive: false, ...extra });

const PUBLIC = { needsAuth: false, noTemplate: true } as const;

/** spec 000 §2 / 001 §2 route table ('/' only redirects and is not listed). */
export const ROUTES: readonly RouteDef[] = [
  route(LOGIN_PATH, 'Login', 'curb-login', PUBLIC),
  route(SIGNUP_PATH, 'Signup', 'curb-login', { ...PUBLIC, keepAlive: true }),
  route(CONCUR_SIGNUP_PATH, 'Concur signup', 'curb-login', PUBLIC),
  route(NEW_BOOKING_PATH, 'New booking', 'curb-booking'),
  route('/manage-bookings', 'Manage bookings', 'curb-bookings', { keepAlive: true }),
  route('/manage-bookings/edit-booking', 'Manage bookings,Edit booking', 'curb-booking'),
  route('/manage-employees', 'Manage employees', 'curb-employees'),
  route('/event-booking', 'Event booking', 'curb-event-booking'),
  route('/receipts', 'Receipts', 'curb-receipts', { keepAlive: true }),
  route('/outstanding-charges', 'Outstanding charges', 'curb-outstanding-charges'),
  route(REPORTS_PATH, 'Reports', 'curb-reports'),
  route(DASHBOARD_PATH, 'Dashboard', 'curb-dashboard'),
  route('/admin-settings', 'Admin settings', 'curb-admin-settings', { keepAlive: true }),
  route(CAR_LINES_PATH, 'Manage car lines', 'curb-car-lines', { keepAlive: true }),
  route('/billing', 'Billing', 'curb-invoices'),
  route('/map', 'Coverage map', 'curb-coverage-map'),
];

/** The path without query, hash or trailing slash ('/' stays '/'). */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? ROOT_PATH : trimmed;
}

/** The route for a pathname, or null when none matches. */
export function matchRoute(pathname: string): RouteDef | null {
  const path = normalizePath(pathname);
  return ROUTES.find((r) => r.path === path) ?? null;
}

export interface Breadcrumb { label: string; path: string }

/**
 * spec 000 §2: the header breadcrumb comes from the route name split by commas; each
 * crumb navigates to the matching path prefix ('Manage bookings,Edit booking' on
 * /manage-bookings/edit-booking gives /manage-bookings then /manage-bookings/edit-booking).
 */
export function breadcrumbs(routeName: string, pathname: string): Breadcrumb[] {
  const labels = routeName.split(',').map((l) => l.trim()).filter((l) => l !== '');
  const segments = normalizePath(pathname).split('/').filter((s) => s !== '');
  const offset = Math.max(0, segments.length - labels.length);
  return labels.map((label, i) => {
    const isLast = i === labels.length - 1;
    const prefix = isLast ? segments : segments.slice(0, offset + i + 1);
    return { label, path: `/${prefix.join('/')}` };
  });
}

/** spec 000 §2: clicking a crumb navigates to its path, or reloads if already there. */
export function breadcrumbClick(crumbPath: string, currentPathname: string): 'navigate' | 'reload' {
  return normalizePath(crumbPath) === normalizePath(currentPathname) ? 'reload' : 'navigate';
}

/**
 * spec 000 §2 /reports: if the query type is Dashboard, redirect to /dashboard keeping
 * the other query parameters and setting type to Rides. Otherwise null.
 */
export function reportsRedirect(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get('type') !== 'Dashboard') return null;
  params.set('type', 'Rides');
  return `${DASHBOARD_PATH}?${params.toString()}`;
}

export type RouteEntryDecision =
  | { kind: 'allow'; route: RouteDef }
  | { kind: 'redirect'; to: string }
  /** Authenticated route without user data: fetch it, then decide again (on failure store the redirect and go to /login). */
  | { kind: 'fetchUserData' };

export interface RouteEntryInput {
  pathname: string;
  search?: string;
  isAuthenticated: boolean;
  user: Pick<User, 'userRole'> | null | undefined;
  /** The path of the route being left; null or undefined on the first navigation of the page. */
  previousPath?: string | null;
}

/** Paths a marshal cannot use (spec 000 §6: "see no new booking or receipts"). */
const MARSHAL_BLOCKED_PATHS: readonly string[] = [NEW_BOOKING_PATH, '/manage-bookings/edit-booking', '/receipts'];

/**
 * spec 000 §2 route guards:
 * - / redirects to /new-booking; unknown paths go to / as well.
 * - /login is shown if the previous route was signup or the user is not authenticated; otherwise redirect to /.
 * - /reports?type=Dashboard redirects to /dashboard (see reportsRedirect).
 * - Authenticated routes: without user data, fetch it first; with it, a marshal entering the app
 *   (first navigation or straight after login) or a route marshals cannot use is sent to /manage-car-lines.
 */
export function decideRouteEntry(input: RouteEntryInput): RouteEntryDecision {
  const path = normalizePath(input.pathname);
  if (path === ROOT_PATH) return { kind: 'redirect', to: NEW_BOOKING_PATH };
  const route = matchRoute(path);
  if (!route) return { kind: 'redirect', to: ROOT_PATH };

  const previous = input.previousPath ? normalizePath(input.previousPath) : null;
  if (route.path === LOGIN_PATH) {
    return previous === SIGNUP_PATH || !input.isAuthenticated ? { kind: 'allow', route } : { kind: 'redirect', to: ROOT_PATH };
  }
  if (!route.needsAuth) return { kind: 'allow', route };

  if (route.path === REPORTS_PATH) {
    const to = reportsRedirect(input.search ?? '');
    if (to) return { kind: 'redirect', to };
  }

  if (!input.isAuthenticated || !input.user) return { kind: 'fetchUserData' };

  if (isMarshal(input.user) && route.path !== CAR_LINES_PATH) {
    const enteringApp = previous === null || !matchRoute(previous)?.needsAuth;
    if (enteringApp || MARSHAL_BLOCKED_PATHS.includes(route.path)) return { kind: 'redirect', to: CAR_LINES_PATH };
  }
  return { kind: 'allow', route };
}

/** spec 000 §2: on failure the intended path is stored as the redirect target, unless it is the login path. */
export function shouldStoreRedirect(path: string): boolean {
  return normalizePath(path) !== LOGIN_PATH;
}

/** spec 000 §2: after login the user goes to the stored redirect path, default the root. */
export function postLoginRedirect(stored: string | null | undefined): string {
  if (!stored || !stored.startsWith('/') || stored.startsWith('//') || !shouldStoreRedirect(stored)) return ROOT_PATH;
  return stored;
}

/** spec 001 §3 reservation actions. */
export const RESERVATION_ACTIONS = [
  'NEW', 'EDIT', 'DUPLICATE', 'DETAILS', 'CANCEL', 'RETURN_TRIP', 'FOLLOW_UP_RESERVATION', 'NEW_AFTER_CANCEL',
  'EDIT_PAYMENT_METHOD', 'RESERVATION_NOTES', 'FAVORITES', 'NEW_FROM_CHAT',
] as const;
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number];

const KEEPS_STEPPER_ON_ENTER: readonly ReservationAction[] = [
  'DUPLICATE', 'RETURN_TRIP', 'NEW_AFTER_CANCEL', 'FOLLOW_UP_RESERVATION', 'NEW_FROM_CHAT',
];

/**
 * spec 000 §2, 001 §2: entering /new-booking always resets the driver details; the
 * reservation and preference state are also reset unless the action is duplicate,
 * return trip, new-after-cancel, follow-up or new-from-chat.
 */
export function resetsStepperOnEnter(action: ReservationAction | string | null | undefined): boolean {
  return !KEEPS_STEPPER_ON_ENTER.includes(action as ReservationAction);
}
