import { endpoints, type Passenger } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { bookableScope } from '../access/index.ts';
import { fromJson } from '../db/json-column.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { latestBookedPassengers } from '../reservations/reservation-repository.ts';
import { toPassengers } from '../users/passenger-records.ts';
import { bookableUsers } from '../users/user-repository.ts';

const PASSENGER_PAGE_SIZE = 20;
const RECENT_PASSENGERS_LIMIT = 10;
/** How many of the caller's latest bookings recent passengers are read from. */
const RECENT_BOOKINGS_READ = 50;

// spec 001 §7 / issue 3 step 1: the passenger search and recent passengers.
// Whom the caller may put in the booking (access rule 'bookFor'): an admin any employee of the
// firm, a booker themselves and the employees they hold an Accepted permission for, anyone else
// only themselves; marshals book for nobody.
export function registerPassengerRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  registerEndpoint(app, endpoints.account.passengers, async ({ caller, query }) => {
    const page = query.p ?? 0;
    const users = await bookableUsers(db, bookableScope(caller), {
      text: query.q, page: { offset: page * PASSENGER_PAGE_SIZE, limit: PASSENGER_PAGE_SIZE },
    });
    return toPassengers(db, users);
  });

  // Main passengers of the caller's latest bookings that the caller may still book for.
  registerEndpoint(app, endpoints.account.recentPassengers, async ({ caller }) => {
    const ordered: number[] = [];
    for (const passengers of await latestBookedPassengers(db, caller.user.firm_id, caller.user.user_id, RECENT_BOOKINGS_READ)) {
      for (const p of fromJson<Passenger[]>(passengers, [])) {
        if (p.userId !== null && !ordered.includes(p.userId)) ordered.push(p.userId);
      }
    }
    const users = await bookableUsers(db, bookableScope(caller), { userIds: ordered });
    const byId = new Map(users.map((u) => [u.user_id, u]));
    const kept = ordered.flatMap((id) => byId.get(id) ?? []).slice(0, RECENT_PASSENGERS_LIMIT);
    return toPassengers(db, kept);
  });
}
