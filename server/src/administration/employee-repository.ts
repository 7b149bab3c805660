import { sql } from 'kysely';
import type { Executor } from '../db/connection.ts';
import { likePattern, type UserRow } from '../users/user-repository.ts';

// Manage employees (001 §7 Admin: GET /admin/users, /admin/users/by-ids) and the admin rights of
// a firm's users (GET /superadmin/admins, POST /superadmin/permissions).

/** The filters of GET /admin/users, already normalised by the route. */
export interface EmployeeFilter {
  firmId: number;
  userId?: number | undefined;
  role?: string | undefined;
  /** Part of the sign-in id or of any of the user's emails. */
  email?: string | undefined;
  /** ISO country of the user ('US'), upper case. */
  country?: string | undefined;
  /** Phone dialling code ('1'): phones are stored 'code-number'. */
  dialCode?: string | undefined;
  /** Digits somewhere in a phone number. */
  phoneDigits?: string | undefined;
}

function employeesQuery(db: Executor, filter: EmployeeFilter) {
  let query = db.selectFrom('users').where('users.firm_id', '=', filter.firmId);
  if (filter.userId !== undefined) query = query.where('users.user_id', '=', filter.userId);
  if (filter.role) query = query.where('users.user_role', '=', filter.role);
  if (filter.country) query = query.where('users.country_code', '=', filter.country);
  if (filter.email) {
    const pattern = likePattern(filter.email);
    query = query.where((eb) => eb.or([
      eb(sql`lower(users.login_id)`, 'like', sql`${pattern} escape '\\'`),
      eb('users.user_id', 'in', eb.selectFrom('user_emails').select('user_emails.user_id')
        .where(sql`lower(user_emails.email)`, 'like', sql`${pattern} escape '\\'`)),
    ]));
  }
  const { dialCode, phoneDigits } = filter;
  if (dialCode !== undefined || phoneDigits !== undefined) {
    query = query.where('users.user_id', 'in', (eb) => {
      let phones = eb.selectFrom('user_phones').select('user_phones.user_id');
      if (dialCode !== undefined) phones = phones.where('user_phones.phone', 'like', `${dialCode}-%`);
      if (phoneDigits !== undefined) phones = phones.where(sql`replace(user_phones.phone, '-', '')`, 'like', `%${phoneDigits}%`);
      return phones;
    });
  }
  return query;
}

/** One page of the firm's employees by name, and how many match in all. */
export async function employeePage(
  db: Executor, filter: EmployeeFilter, page: { offset: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    employeesQuery(db, filter).selectAll('users')
      .orderBy('users.last_name').orderBy('users.first_name').orderBy('users.user_id')
      .limit(page.limit).offset(page.offset).execute(),
    employeesQuery(db, filter).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The firm's users among the ids (another firm's ids are left out), by name. */
export async function firmUsersByIds(db: Executor, firmId: number, userIds: readonly number[]): Promise<UserRow[]> {
  if (userIds.length === 0) return [];
  return db.selectFrom('users').selectAll().where('firm_id', '=', firmId).where('user_id', 'in', [...userIds])
    .orderBy('last_name').orderBy('first_name').orderBy('user_id').execute();
}

/** The firm's admins and super admins (role ADMIN or SUPER_ADMIN, user type ADMIN, or the super admin flag). */
export async function adminsOfFirm(db: Executor, firmId: number): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().where('firm_id', '=', firmId)
    .where((eb) => eb.or([
      eb('user_role', 'in', ['ADMIN', 'SUPER_ADMIN']),
      eb('user_type', '=', 'ADMIN'),
      eb('is_super_admin', '=', 1),
    ]))
    .orderBy('last_name').orderBy('first_name').orderBy('user_id').execute();
}
