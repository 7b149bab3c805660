import {
  endpoints, type AccountRoleSchema, type AddressPlace, type ContactInfo, type CostAllocationType, type FirmCostAllocation,
  type PlaceDetail, type PlaceValidationStatus, type UserPlaces, type UserSettings,
} from '@curbside/contracts';
import {
  FEED_ADDRESS_NOTE, addressDisplayName, canSearch, defaultPhoneCountry, isContactFieldLocked, isFeedPlace, parseStoredPhone,
  removeEmail, toStoredPhone, validateAddress, validateContactDialog, validateContactInfo, type ContactDialogField,
} from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { z } from 'zod';
import { isAdmin, isSuperAdmin } from '../auth/roles.ts';
import type { Caller } from '../auth/session.ts';
import { flag, fromJson, isoNow, toJson } from '../db/json-column.ts';
import type { Database, UserPlaceTable } from '../db/schema.ts';
import { splitPlace } from '../db/seed-account.ts';
import { US_SETTINGS } from '../db/seed-data.ts';
import { firmPreferences, type FirmRow } from '../firms/firm-record.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/http-error.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { fullName, userSettings, type UserRow } from '../users/user-record.ts';
import { resolveAccountAccess, type AccountAccess } from './permissions.ts';

type AccountRole = z.infer<typeof AccountRoleSchema>;
type PlaceRow = Selectable<UserPlaceTable>;

const COST_ALLOCATION_SEARCH_LIMIT = 20;
const FEED = 'feed';
const isFeed = (source: string | null | undefined): boolean => source?.trim().toLowerCase() === FEED;
const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

// ---- Reading an account ----

export async function loadContactInfo(db: Kysely<Database>, user: UserRow): Promise<ContactInfo> {
  const [profile, emails, phones, allocations] = await Promise.all([
    db.selectFrom('user_profiles').selectAll().where('user_id', '=', user.user_id).executeTakeFirst(),
    db.selectFrom('user_emails').selectAll().where('user_id', '=', user.user_id).orderBy('user_email_id').execute(),
    db.selectFrom('user_phones').selectAll().where('user_id', '=', user.user_id).orderBy('user_phone_id').execute(),
    db.selectFrom('user_cost_allocations').selectAll().where('user_id', '=', user.user_id).orderBy('cost_allocation_type').execute(),
  ]);
  return {
    firstName: user.first_name,
    lastName: user.last_name,
    middleName: user.middle_name,
    fullName: fullName(user),
    employeeId: user.employee_id,
    countryCode: user.country_code,
    preferredContactMethod: (profile?.preferred_contact_method ?? 'Email') as ContactInfo['preferredContactMethod'],
    phones: phones.map((p) => ({ userPhoneId: p.user_phone_id, userId: p.user_id, type: p.type as 'Work' | 'Mobile', phone: p.phone, source: p.source })),
    emails: emails.map((e) => ({ userId: e.user_id, name: e.name, email: e.email, isPrimary: e.is_primary === 1, source: e.source })),
    costAllocations: allocations.map((a) => ({
      costAllocationType: a.cost_allocation_type as CostAllocationType, codeValue: a.code_value, source: a.source,
    })),
  };
}

function toPlaceDetail(row: PlaceRow): PlaceDetail {
  const details = fromJson<Partial<PlaceDetail>>(row.details, {});
  return {
    ...details,
    placeId: row.place_id,
    name: row.name,
    placeType: row.place_type as PlaceDetail['placeType'],
    address: row.address,
    manualNameOrNumber: row.manual_name_or_number,
    source: row.source,
  };
}

async function loadPlaces(db: Kysely<Database>, userId: number): Promise<UserPlaces> {
  const rows = await db.selectFrom('user_places').selectAll().where('user_id', '=', userId).orderBy('place_id').execute();
  const home = rows.find((r) => r.place_type === 'Home');
  const work = rows.find((r) => r.place_type === 'Work');
  return {
    home: home ? toPlaceDetail(home) : null,
    work: work ? toPlaceDetail(work) : null,
    favorites: rows.filter((r) => r.place_type === 'Other').map(toPlaceDetail),
  };
}

/** The viewer's relation to the account (000 §6, second role list). */
function accountRole(caller: Caller, access: AccountAccess): AccountRole {
  if (isAdmin(caller.user)) return 'ADMIN';
  return access === 'booker' ? 'ASSISTANCE' : 'REGULAR';
}

const firmCostAllocations = (firm: FirmRow): FirmCostAllocation[] => fromJson<FirmCostAllocation[]>(firm.cost_allocations, []);

// ---- Contact info: normalising and saving ----

/** Phones are stored as 'code-number' (000 §3), whatever form the client sent. */
function storedPhone(phone: string, countryCode: string | null): string {
  const stored = parseStoredPhone(phone);
  if (stored) return `${stored.callingCode}-${stored.nationalNumber}`;
  return toStoredPhone(defaultPhoneCountry(phone, countryCode), phone);
}

interface ContactRows {
  emails: Array<{ name: string | null; email: string; isPrimary: boolean; source: string | null }>;
  phones: Array<{ type: 'Work' | 'Mobile'; phone: string; source: string | null }>;
  costAllocations: Array<{ type: string; code: string; source: string | null }>;
}

/** Replace a user's emails, phones and cost allocations. */
async function saveContactRows(db: Kysely<Database>, userId: number, rows: ContactRows): Promise<void> {
  await db.deleteFrom('user_emails').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_phones').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_cost_allocations').where('user_id', '=', userId).execute();
  for (const e of rows.emails) {
    await db.insertInto('user_emails').values({ user_id: userId, name: e.name, email: e.email, is_primary: flag(e.isPrimary), source: e.source }).execute();
  }
  for (const p of rows.phones) {
    await db.insertInto('user_phones').values({ user_id: userId, type: p.type, phone: p.phone, source: p.source }).execute();
  }
  for (const a of rows.costAllocations) {
    await db.insertInto('user_cost_allocations').values({ user_id: userId, cost_allocation_type: a.type, code_value: a.code, source: a.source }).execute();
  }
}

/**
 * The firm's cost allocation rules on a submitted list: known types only (SG2: Cost Center
 * only, 000 §6), codes from the firm's list unless allowManual (then the code is added),
 * mandatory visible types filled.
 */
async function checkCostAllocations(
  db: Kysely<Database>,
  firm: FirmRow,
  submitted: ContactInfo['costAllocations'],
  addedBy: number,
): Promise<Array<{ type: string; code: string }>> {
  const firmTypes = firmCostAllocations(firm);
  const result: Array<{ type: string; code: string }> = [];
  for (const item of submitted) {
    const code = item.codeValue.trim();
    if (!code) continue;
    const allocation = firmTypes.find((a) => a.costAllocationType === item.costAllocationType);
    if (!allocation) throw badRequest(`${item.costAllocationType} is not used by your firm`);
    if (firm.billing_system === 'SG2' && allocation.costAllocationType !== 'Cost Center') {
      throw badRequest('Only Cost Center allocations are supported for your firm');
    }
    const known = await db.selectFrom('cost_allocation_codes').select('cost_allocation_code_id')
      .where('firm_id', '=', firm.firm_id).where('cost_allocation_type', '=', allocation.costAllocationType).where('code_value', '=', code)
      .executeTakeFirst();
    if (!known) {
      if (!allocation.allowManual) throw badRequest(`${code} is not a known ${allocation.displayName} code`);
      await db.insertInto('cost_allocation_codes').values({
        firm_id: firm.firm_id, cost_allocation_type: allocation.costAllocationType, code_value: code, description: null, created_by_user_id: addedBy,
      }).execute();
    }
    result.push({ type: allocation.costAllocationType, code });
  }
  for (const allocation of firmTypes) {
    if (allocation.isMandatory && !allocation.isHidden && !result.some((r) => r.type === allocation.costAllocationType)) {
      throw badRequest(`${allocation.displayName} is required`);
    }
  }
  return result;
}

const DIALOG_LABELS: Partial<Record<ContactDialogField, string>> = {
  firstName: 'First name', lastName: 'Last name', email: 'Email', mobilePhone: 'Mobile phone', workPhone: 'Work phone',
};

/** Address status when the client did not say: a street number, building name or airport code makes it complete. */
function placeStatus(place: Pick<AddressPlace, 'address' | 'streetNumber' | 'premiseName' | 'iataCode'>): PlaceValidationStatus {
  if (!place.address?.trim()) return 'InvalidPlace';
  return place.streetNumber?.trim() || place.premiseName?.trim() || place.iataCode?.trim() ? 'ValidPlace' : 'MissingParams';
}

const FIXED_PLACE_NAMES = { Home: 'Home', Work: 'Work' } as const;

// spec 000 §7 Users (one employee's account), §4 Contact info, §5 validation
export function registerAccountRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  registerEndpoint(app, endpoints.account.account, async ({ caller, params }) => {
    const { target, access } = await resolveAccountAccess(app, caller, params.id);
    const [contactInformation, places, cards, profile] = await Promise.all([
      loadContactInfo(db, target),
      loadPlaces(db, target.user_id),
      db.selectFrom('credit_cards').select(['credit_card_id', 'is_default']).where('user_id', '=', target.user_id)
        .where('status', '=', 'active').orderBy('credit_card_id').execute(),
      db.selectFrom('user_profiles').select('preferences_note').where('user_id', '=', target.user_id).executeTakeFirst(),
    ]);
    return {
      contactInformation,
      creditCards: cards.map((c) => ({ creditCardId: c.credit_card_id, isDefault: c.is_default === 1 })),
      places,
      settings: userSettings(target),
      preferencesNote: profile?.preferences_note ?? null,
      role: accountRole(caller, access),
    };
  });

  registerEndpoint(app, endpoints.account.contactInfo, async ({ caller, params, body }) => {
    const { target, access } = await resolveAccountAccess(app, caller, params.id);
    const firm = caller.firm;
    const prefs = firmPreferences(firm);
    const info = body.contactInformation;
    const stored = await loadContactInfo(db, target);

    // 000 §4: removing the primary email makes the first remaining one primary.
    let emails = info.emails.map((e) => ({ name: e.name?.trim() || null, email: e.email.trim(), isPrimary: e.isPrimary }));
    const storedPrimary = stored.emails.find((e) => e.isPrimary);
    if (storedPrimary && emails.length > 0 && !emails.some((e) => e.isPrimary) && !emails.some((e) => sameEmail(e.email, storedPrimary.email))) {
      emails = removeEmail([{ name: storedPrimary.name, email: storedPrimary.email, isPrimary: true }, ...emails], 0);
    }

    const validation = validateContactInfo(
      { firstName: info.firstName, lastName: info.lastName, countryCode: info.countryCode, emails, phones: info.phones },
      { mandatoryMobilePhone: prefs.mandatoryMobilePhone, mandatoryWorkPhone: prefs.mandatoryWorkPhone },
    );
    const firstProblem = validation.formErrors[0] ?? Object.values(validation.fieldErrors)[0];
    if (firstProblem) throw badRequest(firstProblem, validation);

    // 000 §5: names and employee id locked for feed records or when allowAddUserManually is off.
    const lockContext = { recordSource: target.source, allowAddUserManually: prefs.allowAddUserManually };
    const nameChanges: Array<[Parameters<typeof isContactFieldLocked>[0], string | null, string | null]> = [
      ['firstName', target.first_name, info.firstName.trim()],
      ['lastName', target.last_name, info.lastName.trim()],
      ['middleName', target.middle_name ?? null, info.middleName?.trim() || null],
      ['employeeId', target.employee_id ?? null, info.employeeId?.trim() || null],
    ];
    for (const [field, before, after] of nameChanges) {
      if ((before ?? '') !== (after ?? '') && isContactFieldLocked(field, lockContext)) {
        throw badRequest('Name and employee ID are synced with company records and cannot be changed');
      }
    }

    // Feed-sourced emails, phones and cost allocations are locked: they must come back unchanged.
    const feedNote = FEED_ADDRESS_NOTE;
    const emailRows = emails.map((e) => {
      const before = stored.emails.find((s) => sameEmail(s.email, e.email));
      return isFeed(before?.source) && before ? { ...e, email: before.email, name: before.name, source: before.source } : { ...e, source: null };
    });
    for (const locked of stored.emails.filter((e) => isFeed(e.source))) {
      if (!emailRows.some((e) => sameEmail(e.email, locked.email))) throw badRequest(feedNote);
    }

    const countryCode = info.countryCode?.trim().toUpperCase() || null;
    const phoneRows: ContactRows['phones'] = [];
    for (const type of ['Mobile', 'Work'] as const) {
      const submitted = info.phones.find((p) => p.type === type && p.phone.trim() !== '');
      const locked = stored.phones.find((p) => p.type === type && isFeed(p.source));
      const phone = submitted ? storedPhone(submitted.phone, countryCode) : null;
      if (locked) {
        if (phone !== locked.phone) throw badRequest(feedNote);
        phoneRows.push({ type, phone: locked.phone, source: locked.source });
      } else if (phone) {
        phoneRows.push({ type, phone, source: null });
      }
    }

    const lockedAllocations = stored.costAllocations.filter((a) => isFeed(a.source));
    for (const locked of lockedAllocations) {
      const submitted = info.costAllocations.find((a) => a.costAllocationType === locked.costAllocationType);
      if (submitted?.codeValue.trim() !== locked.codeValue) throw badRequest(feedNote);
    }
    const allocations = await checkCostAllocations(db, firm, info.costAllocations, caller.user.user_id);

    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({
        first_name: info.firstName.trim(),
        last_name: info.lastName.trim(),
        middle_name: info.middleName?.trim() || null,
        employee_id: info.employeeId?.trim() || null,
        country_code: countryCode,
        // 000 §2 Other dialogs: a pending user completes registration by saving their own contact form.
        ...(access === 'self' && target.is_pending === 1 ? { is_pending: 0 } : {}),
      }).where('user_id', '=', target.user_id).execute();
      await trx.insertInto('user_profiles').values({ user_id: target.user_id, preferred_contact_method: info.preferredContactMethod, preferences_note: null })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ preferred_contact_method: info.preferredContactMethod }))
        .execute();
      await saveContactRows(trx, target.user_id, {
        emails: emailRows,
        phones: phoneRows,
        costAllocations: allocations.map((a) => ({
          ...a, source: lockedAllocations.find((l) => l.costAllocationType === a.type)?.source ?? null,
        })),
      });
    });
    const saved = await db.selectFrom('users').selectAll().where('user_id', '=', target.user_id).executeTakeFirstOrThrow();
    return loadContactInfo(db, saved);
  });

  registerEndpoint(app, endpoints.account.preferences, async ({ caller, params, body }) => {
    const { target } = await resolveAccountAccess(app, caller, params.id);
    const settings: UserSettings = { ...US_SETTINGS, ...body.formatPreferences, notifications: body.notificationSettings };
    // 000 §5: empty booking-preference text is sent as absent (and clears the note).
    const note = body.preferencesNote?.trim() || null;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ settings: toJson(settings) }).where('user_id', '=', target.user_id).execute();
      await trx.insertInto('user_profiles').values({ user_id: target.user_id, preferred_contact_method: 'Email', preferences_note: note })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ preferences_note: note }))
        .execute();
    });
    return settings;
  });

  registerEndpoint(app, endpoints.account.preferencesNote, async ({ caller, params }) => {
    const { target } = await resolveAccountAccess(app, caller, params.id);
    const profile = await db.selectFrom('user_profiles').select('preferences_note').where('user_id', '=', target.user_id).executeTakeFirst();
    return { preferencesNote: profile?.preferences_note ?? null };
  });

  // ---- Places (000 §2 Addresses tab, §5 Address) ----

  registerEndpoint(app, endpoints.account.savePlace, async ({ caller, params, body }) => {
    const { target } = await resolveAccountAccess(app, caller, params.id);
    const place = body.userPlace;
    const errors = validateAddress({
      place, status: placeStatus(place), placeType: place.placeType, name: place.name, manualNameOrNumber: place.manualNameOrNumber,
    });
    const first = errors.address ?? errors.manualNameOrNumber ?? errors.name;
    if (first) throw badRequest(first, errors);

    const mine = db.selectFrom('user_places').selectAll().where('user_id', '=', target.user_id);
    let existing: PlaceRow | undefined;
    if (place.placeId !== null) {
      existing = await mine.where('place_id', '=', place.placeId).executeTakeFirst();
      if (!existing) throw notFound('Address not found');
    } else if (place.placeType !== 'Other') {
      // One Home and one Work: saving another replaces it.
      existing = await mine.where('place_type', '=', place.placeType).executeTakeFirst();
    }
    if (existing && isFeedPlace(existing)) throw badRequest(FEED_ADDRESS_NOTE);

    const name = place.placeType === 'Other' ? addressDisplayName(place.name ?? '') : FIXED_PLACE_NAMES[place.placeType];
    const row = splitPlace({ ...place, name, source: existing?.source ?? null });
    const values = {
      place_type: place.placeType, name, address: row.address.trim(), manual_name_or_number: row.manual?.trim() || null,
      source: row.source, details: row.details,
    };
    const saved = existing
      ? await db.updateTable('user_places').set(values).where('place_id', '=', existing.place_id).returningAll().executeTakeFirstOrThrow()
      : await db.insertInto('user_places').values({ ...values, user_id: target.user_id, created_at: isoNow() }).returningAll().executeTakeFirstOrThrow();
    return toPlaceDetail(saved);
  });

  registerEndpoint(app, endpoints.account.removePlace, async ({ caller, params }) => {
    const { target } = await resolveAccountAccess(app, caller, params.id);
    const row = await db.selectFrom('user_places').selectAll()
      .where('user_id', '=', target.user_id).where('place_id', '=', params.placeId).executeTakeFirst();
    if (!row) throw notFound('Address not found');
    if (isFeedPlace(row)) throw badRequest(FEED_ADDRESS_NOTE);
    await db.deleteFrom('user_places').where('place_id', '=', row.place_id).execute();
    return { ok: true as const };
  });

  // ---- Cost allocations (000 §7, §9 search minimums) ----

  registerEndpoint(app, endpoints.account.costAllocations, async ({ caller, params, query }) => {
    const { target } = await resolveAccountAccess(app, caller, params.id);
    const text = query.code?.trim() ?? '';
    if (!canSearch(text, query.type)) return [];
    const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await db.selectFrom('cost_allocation_codes').selectAll()
      .where('firm_id', '=', target.firm_id).where('cost_allocation_type', '=', query.type)
      .where((eb) => eb.or([
        eb(sql`lower(code_value)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(coalesce(description, ''))`, 'like', sql`${pattern} escape '\\'`),
      ]))
      .orderBy('code_value').limit(COST_ALLOCATION_SEARCH_LIMIT).execute();
    return rows.map((r) => ({
      codeValue: r.code_value, description: r.description, costAllocationCodeId: r.cost_allocation_code_id,
      costAllocationType: r.cost_allocation_type as CostAllocationType,
    }));
  });

  registerEndpoint(app, endpoints.account.addCostAllocation, async ({ caller, params, body }) => {
    const { target } = await resolveAccountAccess(app, caller, params.id);
    const { type, value } = body.codeValue;
    const allocation = firmCostAllocations(caller.firm).find((a) => a.costAllocationType === type);
    if (!allocation) throw badRequest(`${type} is not used by your firm`);
    if (!allocation.allowManual) throw badRequest(`Manual codes are not allowed for ${allocation.displayName}`);
    const code = value.trim();
    if (!code) throw badRequest('Required');
    const existing = await db.selectFrom('cost_allocation_codes').select('cost_allocation_code_id')
      .where('firm_id', '=', target.firm_id).where('cost_allocation_type', '=', type).where('code_value', '=', code).executeTakeFirst();
    if (existing) return { costAllocationId: existing.cost_allocation_code_id };
    const inserted = await db.insertInto('cost_allocation_codes').values({
      firm_id: target.firm_id, cost_allocation_type: type, code_value: code, description: null, created_by_user_id: caller.user.user_id,
    }).returning('cost_allocation_code_id').executeTakeFirstOrThrow();
    return { costAllocationId: inserted.cost_allocation_code_id };
  });

  // ---- Employees (admin) ----

  registerEndpoint(app, endpoints.account.deleteUser, async ({ caller, params }) => {
    const { target, access } = await resolveAccountAccess(app, caller, params.id);
    if (access === 'self') throw badRequest('You cannot delete your own account');
    if (access !== 'admin') throw forbidden('Only an admin can delete an employee');
    try {
      await db.deleteFrom('users').where('user_id', '=', target.user_id).execute();
    } catch (error) {
      // Records other modules keep (bookings) may still point at the employee.
      app.log.warn({ err: error, userId: target.user_id }, 'employee delete refused');
      throw conflict('This employee still has records and cannot be deleted');
    }
    app.events.publish({ userId: target.user_id }, 'permission-changed', { userId: target.user_id, deleted: true });
    return { ok: true as const };
  });

  // New employee (000 §2): an admin adds a user to their own firm.
  registerEndpoint(app, endpoints.admin.addUser, async ({ caller, body }) => {
    const firm = caller.firm;
    const prefs = firmPreferences(firm);
    if (!prefs.allowAddUserManually) throw forbidden('Your firm does not allow adding employees manually');
    const info = body.userData.contactInformation;
    const role = body.userData.userRole ?? 'STANDARD';
    if (role === 'HQ_DEV' || role === 'HQ_SUPPORT') throw forbidden('This role cannot be given here');
    if (role === 'SUPER_ADMIN' && !isSuperAdmin(caller.user)) throw forbidden('Only a super admin can add a super admin');

    const primary = info.emails.find((e) => e.isPrimary) ?? info.emails[0];
    const phone = (type: 'Mobile' | 'Work') => info.phones.find((p) => p.type === type)?.phone ?? null;
    const errors = validateContactDialog({
      firstName: info.firstName,
      lastName: info.lastName,
      email: primary?.email ?? '',
      mobilePhone: phone('Mobile'),
      workPhone: phone('Work'),
      costAllocations: Object.fromEntries(info.costAllocations.map((a) => [a.costAllocationType, a.codeValue])),
    }, firmCostAllocations(firm));
    const [field, message] = Object.entries(errors)[0] ?? [];
    if (field && message) {
      const label = DIALOG_LABELS[field as ContactDialogField] ?? field;
      throw badRequest(message === 'Required' ? `${label} is required` : message, errors);
    }
    const loginId = (primary?.email ?? '').trim().toLowerCase();
    const taken = await db.selectFrom('users').select('user_id').where('login_id', '=', loginId).executeTakeFirst();
    if (taken) throw conflict('An employee with this email already exists');

    const countryCode = info.countryCode?.trim().toUpperCase() || 'US';
    const allocations = await checkCostAllocations(db, firm, info.costAllocations, caller.user.user_id);
    const userId = await db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('users').values({
        firm_id: firm.firm_id, login_id: loginId, first_name: info.firstName.trim(), last_name: info.lastName.trim(),
        middle_name: info.middleName?.trim() || null, employee_id: info.employeeId?.trim() || null, amex_user_id: null,
        country_code: countryCode, source: null,
        user_type: role === 'ADMIN' || role === 'SUPER_ADMIN' ? 'ADMIN' : 'EMPLOYEE', user_role: role,
        is_super_admin: flag(role === 'SUPER_ADMIN'), is_pending: 0, should_sign_self_onboarding: 0, is_billing_allowed: 0,
        is_reports_allowed: flag(role === 'REPORTER'), is_manage_carline_allowed: flag(role === 'MARSHAL'), partners_link: null,
        ai_features: toJson({ enableBookingChat: false, enableDataChat: false, enableBookingVoiceChat: false }),
        settings: toJson(US_SETTINGS), seen_tours: toJson([]), created_at: isoNow(),
      }).returning('user_id').executeTakeFirstOrThrow();
      await trx.insertInto('user_profiles').values({
        user_id: inserted.user_id, preferred_contact_method: info.preferredContactMethod, preferences_note: null,
      }).execute();
      await saveContactRows(trx, inserted.user_id, {
        emails: info.emails.filter((e) => e.email.trim()).map((e) => ({
          name: e.name?.trim() || null, email: e.email.trim(), isPrimary: e === primary, source: null,
        })),
        phones: info.phones.filter((p) => p.phone.trim()).map((p) => ({ type: p.type, phone: storedPhone(p.phone, countryCode), source: null })),
        costAllocations: allocations.map((a) => ({ ...a, source: null })),
      });
      return inserted.user_id;
    });
    return { userId };
  });
}
