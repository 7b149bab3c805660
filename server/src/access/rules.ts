/**
 * The named access rules of the server (000 §6 Roles and permissions, 000 §4 booker
 * permissions, 001 §6): what each allows, and the status a refused caller gets.
 * Endpoints list the rules they apply in endpoint-access.ts, so an access matrix test can
 * be generated from data.
 */
export interface AccessRule {
  /** What the rule allows. */
  allows: string;
  /** The status of a refused call: 404 where revealing the record would leak another firm's or user's data. */
  refusal: 400 | 403 | 404;
}

export const ACCESS_RULES = {
  firmScope: {
    allows: "Records of the caller's own firm only; another firm's ids answer as unknown",
    refusal: 404,
  },
  ownRecords: {
    allows: "The caller's own user and firm only (no id in the path)",
    refusal: 404,
  },
  account: {
    allows: "The account of path :id: the caller's own, any of the firm's for an admin, or an employee the caller holds an Accepted booker permission for",
    refusal: 403,
  },
  accountAdmin: {
    allows: "An admin of the firm, on another employee's account (never their own)",
    refusal: 403,
  },
  bookFor: {
    allows: 'Booking for the authorizing employee: oneself, anyone of the firm for an admin, else with an Accepted booker permission; marshals book for nobody',
    refusal: 403,
  },
  reservationViewer: {
    allows: "The reservation's booking user, authorizing employee or main passenger, or an admin of its firm",
    refusal: 404,
  },
  permissionParty: {
    allows: 'Remove: the booker or the employee of the permission, or an admin; enabling booking is for admins only',
    refusal: 403,
  },
  permissionRequester: {
    allows: 'Resend: the booker of the permission or an admin',
    refusal: 403,
  },
  requestForSelf: {
    allows: 'A book-on-behalf request names the caller as booker, unless the caller is an admin',
    refusal: 403,
  },
  superAdminCardLimits: {
    allows: "A virtual card's balance and valid-to date, and firm cards, are changed by a super admin only",
    refusal: 403,
  },
  amexProfile: {
    allows: 'A virtual card only where the firm has an American Express profile',
    refusal: 400,
  },
  adminReservationNotes: {
    allows: 'Admin reservation notes only where the firm enables them',
    refusal: 403,
  },
  addUserManually: {
    allows: 'Adding employees only where the firm allows it; HQ roles are never given, a super admin only by a super admin',
    refusal: 403,
  },
  billingSystem: {
    allows: 'Bill to company where the firm allows direct bill or bills through FN; SG2 firms allocate costs to Cost Center only',
    refusal: 400,
  },
  reportsViewer: {
    allows: 'Reports: a reporter or super admin of a firm billed through FN, over their own firm; starred reports are their own',
    refusal: 403,
  },
  invoicesViewer: {
    allows: 'Direct-bill invoices: a super admin, HQ dev or support, or a reporter, of a firm that allows direct bill, over their own firm',
    refusal: 403,
  },
  receiptsViewer: {
    allows: "Receipts: not marshals, not SG1 firms; an admin or reporter sees the firm's rides, anyone else their own",
    refusal: 403,
  },
  outstandingViewer: {
    allows: "Outstanding charges: a super admin of a firm billed through SG2 or FN, over the firm's own rides",
    refusal: 403,
  },
  systemTag: {
    allows: 'Tags made by a super admin: system tags are not edited or deleted, and nobody is given or relieved of one here',
    refusal: 403,
  },
  blockOthers: {
    allows: 'An admin blocks or unblocks another employee of the firm, never themselves',
    refusal: 400,
  },
  adminGrant: {
    allows: "A super admin grants or revokes admin and super admin of another user of the firm: never their own rights, never an HQ role",
    refusal: 403,
  },
  manualEmployee: {
    allows: 'Deleting an employee added by hand; employees synced with company records are removed by the feed',
    refusal: 403,
  },
  carLineStaff: {
    allows: "Car lines: a marshal, a user allowed to manage car lines, or HQ dev/support, of a firm with car lines on, on the firm's own lines only; a rider is an employee of the firm or a guest",
    refusal: 403,
  },
  aiFeature: {
    allows: "Each chat of the assistant only for a user whose own AI flag allows it (booking chat, data chat)",
    refusal: 403,
  },
  loginAsHolder: {
    allows: "HQ dev, HQ support, admin or super admin, holding a 'login as' permission for the target user",
    refusal: 403,
  },
} as const satisfies Record<string, AccessRule>;

export type AccessRuleName = keyof typeof ACCESS_RULES;
