import { endpoints, type ContactMethod, type Passenger } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isAdmin } from '../auth/roles.ts';
import type { Caller } from '../auth/session.ts';
import type { Db } from '../db/connection.ts';
import { fromJson } from '../db/json-column.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { fullName, type UserRow } from '../users/user-record.ts';

export const PASSENGER_PAGE_SIZE = 20;
export const RECENT_PASSENGERS_LIMIT = 10;

/**
 * Whom the caller may put in the booking as authorizing employee / main passenger
 * (001 §6 with 000 §3 booker permissions): an admin any employee of the firm, a
 * booker themselves and the employees they hold an Accepted permission for,
 * anyone else only themselves. Marshals book for nobody.
 */
function bookableUsers(db: Db, caller: Caller) {
  let query = db.kysely.selectFrom('users').selectAll('users')
    .where('users.firm_id', '=', caller.user.firm_id).where('users.is_pending', '=', 0);
  if (caller.user.user_role === 'MARSHAL') return query.where('users.user_id', '=', -1);
  if (isAdmin(caller.user)) return query;
  const me = caller.user.user_id;
  query = query.where((eb) => eb.or([
    eb('users.user_id', '=', me),
    eb('users.user_id', 'in', eb.selectFrom('booker_permissions').select('booker_permissions.user_id')
      .where('booker_permissions.booker_user_id', '=', me).where('booker_permissions.status', '=', 'Accepted')),
  ]));
  return query;
}

/** Passengers as the stepper takes them: contact details from the account. */
export async function toPassengers(db: Db, users: UserRow[]): Promise<Passenger[]> {
  if (users.length === 0) return [];
  const ids = users.map((u) => u.user_id);
  const [profiles, emails, phones] = await Promise.all([
    db.kysely.selectFrom('user_profiles').selectAll().where('user_id', 'in', ids).execute(),
    db.kysely.selectFrom('user_emails').selectAll().where('user_id', 'in', ids).where('is_primary', '=', 1).execute(),
    db.kysely.selectFrom('user_phones').selectAll().where('user_id', 'in', ids).orderBy('user_phone_id').execute(),
  ]);
  return users.map((user) => ({
    userId: user.user_id,
    employeeId: user.employee_id,
    fullName: fullName(user),
    email: emails.find((e) => e.user_id === user.user_id)?.email ?? user.login_id,
    mobilePhone: phones.find((p) => p.user_id === user.user_id && p.type === 'Mobile')?.phone ?? null,
    workPhone: phones.find((p) => p.user_id === user.user_id && p.type === 'Work')?.phone ?? null,
    countryCode: user.country_code,
    mainPassenger: false,
    isPackage: false,
    preferredContactMethod: (profiles.find((p) => p.user_id === user.user_id)?.preferred_contact_method ?? 'Email') as ContactMethod,
  }));
}

// spec 001 §7 / issue 3 step 1: the passenger search and recent passengers.
export function registerPassengerRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.account.passengers, async ({ caller, query }) => {
    let search = bookableUsers(app.db, caller);
    const q = query.q?.trim().toLowerCase();
    if (q) {
      const pattern = `%${q.replace(/[%_]/g, '')}%`;
      search = search.where((eb) => eb.or([
        eb(sql<string>`lower(users.first_name || ' ' || users.last_name)`, 'like', pattern),
        eb(sql<string>`lower(users.login_id)`, 'like', pattern),
        eb(sql<string>`lower(coalesce(users.employee_id, ''))`, 'like', pattern),
      ]));
    }
    const page = query.p ?? 0;
    const users = await search.orderBy('users.last_name').orderBy('users.first_name').orderBy('users.user_id')
      .limit(PASSENGER_PAGE_SIZE).offset(page * PASSENGER_PAGE_SIZE).execute();
    return toPassengers(app.db, users);
  });

  // Main passengers of the caller's latest bookings that the caller may still book for.
  registerEndpoint(app, endpoints.account.recentPassengers, async ({ caller }) => {
    const rows = await app.db.kysely.selectFrom('reservations').select(['passengers', 'created_at'])
      .where('firm_id', '=', caller.user.firm_id).where('booking_user_id', '=', caller.user.user_id)
      .orderBy('created_at', 'desc').limit(50).execute();
    const ordered: number[] = [];
    for (const row of rows) {
      for (const p of fromJson<Passenger[]>(row.passengers, [])) {
        if (p.userId !== null && !ordered.includes(p.userId)) ordered.push(p.userId);
      }
    }
    if (ordered.length === 0) return [];
    const users = await bookableUsers(app.db, caller).where('users.user_id', 'in', ordered).execute();
    const byId = new Map(users.map((u) => [u.user_id, u]));
    const kept = ordered.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])).slice(0, RECENT_PASSENGERS_LIMIT);
    return toPassengers(app.db, kept);
  });
}
