import type { ContactMethod, Passenger } from '@curbside/contracts';
import { blockedAmong } from '../administration/administration-repository.ts';
import type { Executor } from '../db/connection.ts';
import { fullName } from './user-record.ts';
import { contactsOfUsers, profilesOf, type UserRow } from './user-repository.ts';

// Users as passengers of the booking stepper (GET /users/passengers, the booking chat's people).

/** Passengers as the stepper takes them: contact details from the account. */
export async function toPassengers(db: Executor, users: UserRow[]): Promise<Passenger[]> {
  if (users.length === 0) return [];
  const ids = users.map((u) => u.user_id);
  const [profiles, { emails, phones }, blocked] = await Promise.all([profilesOf(db, ids), contactsOfUsers(db, ids), blockedAmong(db, ids)]);
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
    isBlockedUser: blocked.has(user.user_id),
  }));
}
