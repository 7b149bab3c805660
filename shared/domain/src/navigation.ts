import type { Firm, LoginPermission, User } from '@curbside/contracts';
import { mayViewFirmInvoices } from './invoices/invoice-rules.ts';
import { isAdmin, isEmployee, isHqStaff, isMarshal, isReporter, isSuperAdmin } from './roles.ts';

export interface NavContext {
  user: User;
  firm: Firm;
  /** Base URL of the external web app behind External billing / External reports; default '/external'. */
  externalAppUrl?: string;
}

/** Same-origin default for the external web app (the spec does not name its address). */
export const DEFAULT_EXTERNAL_APP_URL = '/external';

export const NAV_ITEM_IDS = [
  'newBooking', 'manageBookings', 'coverageMap', 'manageEmployees', 'receipts', 'outstandingCharges',
  'reports', 'dashboard', 'adminSettings', 'manageCarLines', 'externalBilling', 'externalReports',
  'eventBooking', 'firmBilling', 'partnerBilling',
] as const;
export type NavItemId = (typeof NAV_ITEM_IDS)[number];

/** A side-nav entry: an app route, a page of the external web app, or the partner's own link. */
export type NavItem =
  | { id: NavItemId; label: string; kind: 'route'; path: string }
  | { id: NavItemId; label: string; kind: 'external'; externalPath: string }
  | { id: NavItemId; label: string; kind: 'partner' };

/** What the side nav renders: routes by path, external links by absolute href. */
export type VisibleNavItem =
  | { id: NavItemId; label: string; kind: 'route'; path: string }
  | { id: NavItemId; label: string; kind: 'external'; href: string };

/** spec 000 §2 Side navigation, in its order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'newBooking', label: 'New booking', kind: 'route', path: '/new-booking' },
  { id: 'manageBookings', label: 'Manage bookings', kind: 'route', path: '/manage-bookings' },
  { id: 'coverageMap', label: 'Coverage map', kind: 'route', path: '/map' },
  { id: 'manageEmployees', label: 'Manage employees', kind: 'route', path: '/manage-employees' },
  { id: 'receipts', label: 'Receipts', kind: 'route', path: '/receipts' },
  { id: 'outstandingCharges', label: 'Outstanding charges', kind: 'route', path: '/outstanding-charges' },
  { id: 'reports', label: 'Reports', kind: 'route', path: '/reports' },
  { id: 'dashboard', label: 'Dashboard', kind: 'route', path: '/dashboard' },
  { id: 'adminSettings', label: 'Admin settings', kind: 'route', path: '/admin-settings' },
  { id: 'manageCarLines', label: 'Manage car lines', kind: 'route', path: '/manage-car-lines' },
  { id: 'externalBilling', label: 'External billing', kind: 'external', externalPath: '/billing' },
  { id: 'externalReports', label: 'External reports', kind: 'external', externalPath: '/reports' },
  { id: 'eventBooking', label: 'Event booking', kind: 'route', path: '/event-booking' },
  { id: 'firmBilling', label: 'Firm billing', kind: 'route', path: '/billing' },
  { id: 'partnerBilling', label: 'Billing', kind: 'partner' },
];

/** spec 000 §2 Side navigation (and 001 §2): who sees each entry. */
const NAV_RULES: Record<NavItemId, (ctx: NavContext) => boolean> = {
  // New booking: hidden for marshal.
  newBooking: ({ user }) => !isMarshal(user),
  manageBookings: () => true,
  coverageMap: () => true,
  // Manage employees: hidden for the trial firm unless admin, HQ dev, HQ support or super admin.
  manageEmployees: ({ user, firm }) => !firm.isTrial || isAdmin(user) || isHqStaff(user) || isSuperAdmin(user),
  // Receipts: not for marshal, and not when the billing system is SG1.
  receipts: ({ user, firm }) => !isMarshal(user) && firm.firmBillingProfile.billingSystem !== 'SG1',
  // Outstanding charges: super admin with billing system SG2 or FN.
  outstandingCharges: ({ user, firm }) =>
    isSuperAdmin(user) && ['SG2', 'FN'].includes(firm.firmBillingProfile.billingSystem),
  // Reports and Dashboard: reporter or super admin, with billing system FN.
  reports: (ctx) => canSeeReports(ctx),
  dashboard: (ctx) => canSeeReports(ctx),
  // Admin settings: super admin.
  adminSettings: ({ user }) => isSuperAdmin(user),
  // Manage car lines: the user's allowed flag or HQ dev/HQ support, and the firm's car-line feature on.
  manageCarLines: ({ user, firm }) =>
    (user.isManageCarlineAllowed || isHqStaff(user)) && firm.firmPreferences.carLine,
  // External Billing and external Reports: flags on the user.
  externalBilling: ({ user }) => user.isBillingAllowed,
  externalReports: ({ user }) => user.isReportsAllowed,
  eventBooking: () => true,
  // Firm billing: super admin, HQ dev/HQ support or reporter, and the firm allows direct bill.
  firmBilling: ({ user, firm }) => mayViewFirmInvoices(user, firm.firmPreferences.allowDirectBill),
  // An extra Billing link for partner users.
  partnerBilling: ({ user }) => Boolean(user.partnersLink),
};

function canSeeReports({ user, firm }: NavContext): boolean {
  return (isReporter(user) || isSuperAdmin(user)) && firm.firmBillingProfile.billingSystem === 'FN';
}

export function isNavItemVisible(id: NavItemId, ctx: NavContext): boolean {
  return NAV_RULES[id](ctx);
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** The side-nav entries this user sees, in order, with external links resolved. */
export function visibleNavItems(ctx: NavContext): VisibleNavItem[] {
  const visible: VisibleNavItem[] = [];
  for (const item of NAV_ITEMS) {
    if (!isNavItemVisible(item.id, ctx)) continue;
    if (item.kind === 'route') visible.push(item);
    else if (item.kind === 'external') {
      const href = joinUrl(ctx.externalAppUrl ?? DEFAULT_EXTERNAL_APP_URL, item.externalPath);
      visible.push({ id: item.id, label: item.label, kind: 'external', href });
    } else if (ctx.user.partnersLink) {
      visible.push({ id: item.id, label: item.label, kind: 'external', href: ctx.user.partnersLink });
    }
  }
  return visible;
}

// ---- Header user menu (spec 000 §2 Header) ----

export type UserMenuEntryId =
  | 'loginId' | 'manageAccount' | 'userGuide' | 'personalDataDisclaimer' | 'termsOfUse' | 'privacyPolicy'
  | 'contactSupport';

export interface UserMenuEntry {
  id: UserMenuEntryId;
  label: string;
  /** Set for entries that open a link (the user guide). */
  href?: string;
}

export interface UserMenuContext {
  user: User;
  firm: Firm;
  /** Whether the personal data disclaimer document exists (GET /users/documents). */
  hasDisclaimerDocument?: boolean;
}

export const USER_MENU_LABELS = {
  manageAccount: 'Manage your account',
  userGuide: 'Open user guide',
  personalDataDisclaimer: 'Personal data disclaimer',
  termsOfUse: 'View Terms of use',
  privacyPolicy: 'View general privacy policy',
  contactSupport: 'Contact support',
} as const satisfies Record<Exclude<UserMenuEntryId, 'loginId'>, string>;

/** spec 000 §2/§6: the 'Manage your account' entry is for employees or HQ dev/HQ support. */
export function canManageOwnAccount(user: User): boolean {
  return isEmployee(user) || isHqStaff(user);
}

/** spec 000 §2 Header: the user menu entries, in order. */
export function visibleUserMenuEntries(ctx: UserMenuContext): UserMenuEntry[] {
  const { user, firm } = ctx;
  const entries: UserMenuEntry[] = [{ id: 'loginId', label: user.loginId }];
  if (canManageOwnAccount(user)) entries.push({ id: 'manageAccount', label: USER_MENU_LABELS.manageAccount });
  const guide = firm.firmPreferences.userGuideLink;
  if (guide) entries.push({ id: 'userGuide', label: USER_MENU_LABELS.userGuide, href: guide });
  if (firm.firmPreferences.userDisclaimer && ctx.hasDisclaimerDocument) {
    entries.push({ id: 'personalDataDisclaimer', label: USER_MENU_LABELS.personalDataDisclaimer });
  }
  if (firm.isSelfOnboarding) {
    entries.push({ id: 'termsOfUse', label: USER_MENU_LABELS.termsOfUse });
    entries.push({ id: 'privacyPolicy', label: USER_MENU_LABELS.privacyPolicy });
  }
  entries.push({ id: 'contactSupport', label: USER_MENU_LABELS.contactSupport });
  return entries;
}

// ---- Login as (spec 000 §2 Header, §6) ----

/** 'Login as' shows only to HQ dev, HQ support, admin and super admin users who have login permissions. */
export function canLoginAs(ctx: { user: User; loginPermissionCount: number }): boolean {
  const { user } = ctx;
  return (isHqStaff(user) || isAdmin(user) || isSuperAdmin(user)) && ctx.loginPermissionCount > 0;
}

/** spec 000 §6: the 'Login as' list is sorted by firm name (a new array; the input is kept). */
export function sortLoginPermissions<T extends Pick<LoginPermission, 'firm'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.firm.name.localeCompare(b.firm.name, undefined, { sensitivity: 'base' }));
}
