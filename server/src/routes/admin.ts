import { endpoints, type AdminUserRow, type BlockedUser, type FeedStatus, type UserRole } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { requireBlockable } from '../access/index.ts';
import { activeBlockedUsers, blockedAmong, feedStatusOf, findBlockedUser, saveBlockedUser, type BlockedUserRow } from '../administration/administration-repository.ts';
import { adminPage } from '../administration/admin-paging.ts';
import { employeePage, firmUsersByIds, type EmployeeFilter } from '../administration/employee-repository.ts';
import type { Executor } from '../db/connection.ts';
import { isoNow, toJson } from '../db/json-column.ts';
import { firmPreferences } from '../firms/firm-record.ts';
import { saveFirmPreferences } from '../firms/firm-repository.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { fullName } from '../users/user-record.ts';
import { contactsOfUsers, findFirmUser, type UserRow } from '../users/user-repository.ts';

// Manage employees (001 §7 Admin; 000 §2): the firm's employees, the company-records feed,
// blocked users and the firm's blocked-users message. The level (admin) is the contract's;
// every query is the caller's firm. Adding an employee lives with the account routes.

/** The most ids GET /admin/users/by-ids answers for at once. */
const BY_IDS_MAX = 100;
/** The longest blocked-users message (characters). */
const BLOCKED_MESSAGE_MAX = 1000;
/** The longest reason kept with a block (characters). */
const BLOCK_REASON_MAX = 500;

/** Employee rows with their primary email, first phone of each type and whether they are blocked. */
async function toAdminRows(db: Executor, users: UserRow[]): Promise<AdminUserRow[]> {
  const ids = users.map((u) => u.user_id);
  const [{ emails, phones }, blocked] = await Promise.all([contactsOfUsers(db, ids), blockedAmong(db, ids)]);
  const phoneOf = (userId: number, type: 'Mobile' | 'Work') => phones.find((p) => p.user_id === userId && p.type === type)?.phone ?? null;
  return users.map((u) => ({
    userId: u.user_id,
    loginId: u.login_id,
    firstName: u.first_name,
    lastName: u.last_name,
    employeeId: u.employee_id,
    countryCode: u.country_code,
    userRole: u.user_role as UserRole,
    userType: u.user_type as AdminUserRow['userType'],
    isPending: u.is_pending === 1,
    source: u.source,
    fullName: fullName(u),
    email: emails.find((e) => e.user_id === u.user_id)?.email ?? u.login_id,
    mobilePhone: phoneOf(u.user_id, 'Mobile'),
    workPhone: phoneOf(u.user_id, 'Work'),
    isBlocked: blocked.has(u.user_id),
  }));
}

/** countryCode is an ISO country ('us') or, beside a phone, its dialling code ('1', '+44'). */
function countryFilter(countryCode: string | undefined): Pick<EmployeeFilter, 'country' | 'dialCode'> {
  const code = countryCode?.trim() ?? '';
  if (!code) return {};
  if (/^\+?\d{1,4}$/.test(code)) return { dialCode: code.replace('+', '') };
  if (/^[A-Za-z]{2}$/.test(code)) return { country: code.toUpperCase() };
  throw badRequest('countryCode must be a two-letter country code or a dialling code');
}

function phoneFilter(phone: string | undefined): Pick<EmployeeFilter, 'phoneDigits'> {
  if (phone === undefined || !phone.trim()) return {};
  const digits = phone.replace(/[\s().+-]/g, '');
  if (!/^\d{1,20}$/.test(digits)) throw badRequest('phone must be digits');
  return { phoneDigits: digits };
}

function toBlockedUser(row: BlockedUserRow): BlockedUser {
  return {
    blockedUserId: row.blocked_user_id,
    userId: row.user_id,
    fullName: fullName(row),
    email: row.login_id,
    reason: row.reason,
    active: row.active === 1,
    blockedAt: row.blocked_at,
  };
}

export function registerAdminRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  registerEndpoint(app, endpoints.admin.users, async ({ caller, query }) => {
    const page = adminPage(query);
    const filter: EmployeeFilter = {
      firmId: caller.firm.firm_id,
      userId: query.userId,
      role: query.role,
      email: query.email?.trim() || undefined,
      ...countryFilter(query.countryCode),
      ...phoneFilter(query.phone),
    };
    const { rows, total } = await employeePage(db, filter, page);
    return { users: await toAdminRows(db, rows), total, hasMore: page.offset + rows.length < total };
  });

  registerEndpoint(app, endpoints.admin.usersByIds, async ({ caller, query }) => {
    const ids = [...new Set(query.userIds)];
    if (ids.length > BY_IDS_MAX) throw badRequest(`Ask for at most ${BY_IDS_MAX} employees at a time`);
    return toAdminRows(db, await firmUsersByIds(db, caller.firm.firm_id, ids));
  });

  registerEndpoint(app, endpoints.admin.feedStatus, async ({ caller }): Promise<FeedStatus> => {
    const row = await feedStatusOf(db, caller.firm.firm_id);
    if (!row) throw notFound('Your firm has no company records feed');
    return {
      status: row.status as FeedStatus['status'],
      lastSyncAt: row.last_sync_at,
      usersImported: row.users_imported,
      message: row.message,
    };
  });

  registerEndpoint(app, endpoints.admin.blockedUsers, async ({ caller }) =>
    (await activeBlockedUsers(db, caller.firm.firm_id)).map(toBlockedUser));

  registerEndpoint(app, endpoints.admin.blockUser, async ({ caller, body }) => {
    const { userId, active, reason } = body.blockedUser;
    const target = await findFirmUser(db, caller.firm.firm_id, userId);
    if (!target) throw notFound('User not found');
    requireBlockable(caller, target);
    const why = reason?.trim() || null;
    if (why && why.length > BLOCK_REASON_MAX) throw badRequest(`The reason must be at most ${BLOCK_REASON_MAX} characters`);
    await saveBlockedUser(db, { firmId: caller.firm.firm_id, userId, active, reason: why, byUserId: caller.user.user_id }, isoNow());
    const saved = await findBlockedUser(db, caller.firm.firm_id, userId);
    if (!saved) throw notFound('User not found');
    return toBlockedUser(saved);
  });

  registerEndpoint(app, endpoints.admin.blockedUsersMessage, async ({ caller, body }) => {
    const message = body.message.trim();
    if (message.length > BLOCKED_MESSAGE_MAX) throw badRequest(`The message must be at most ${BLOCKED_MESSAGE_MAX} characters`);
    const preferences = { ...firmPreferences(caller.firm), blockedUsersMessage: message || null };
    await saveFirmPreferences(db, caller.firm.firm_id, toJson(preferences));
    return { ok: true as const };
  });
}
