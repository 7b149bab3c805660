import {
  endpoints, type ContactInfo, type CostAllocationType, type FirmCostAllocation,
  type UserSettings,
} from '@curbside/contracts';
import {
  FEED_ADDRESS_NOTE, addressDisplayName, canSearch, defaultPhoneCountry, isContactFieldLocked, isFeedPlace, parseStoredPhone,
  removeEmail, toStoredPhone, validateAddress, validateContactDialog, validateContactInfo, type ContactDialogField,
} from '@curbside/domain';
import type { FastifyInstance } from 'fastify';
import {
  accountAccess, accountRole, requireAccountAdmin, requireAllocationTypeOfBillingSystem, requireDeletableEmployee, requireMayAddUser,
} from '../access/index.ts';
import { activeCardsOfUser } from '../cards/card-repository.ts';
import type { Executor } from '../db/connection.ts';
import { flag, fromJson, isoNow, toJson } from '../db/json-column.ts';
import { splitPlace } from '../db/seed-account.ts';
import { US_SETTINGS } from '../db/seed-data.ts';
import { firmPreferences } from '../firms/firm-record.ts';
import {
  findCostAllocationCode, insertCostAllocationCode, searchCostAllocationCodes, type FirmRow,
} from '../firms/firm-repository.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import { placeStatusOf } from '../places/validation.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import {
  deletePlace, findPlace, findPlaceOfType, insertPlace, toPlaceDetail, updatePlace, userPlaces, type PlaceRow,
} from '../users/place-repository.ts';
import { fullName, userSettings } from '../users/user-record.ts';
import {
  contactRowsOf, deleteUser, findUserByEmail, findUserById, insertUser, profileOf, replaceContactRows, saveContactMethod,
  savePreferencesNote, updateUser, type ContactRows, type UserRow,
} from '../users/user-repository.ts';


const COST_ALLOCATION_SEARCH_LIMIT = 20;
const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

// ---- Reading an account ----

async function loadContactInfo(db: Executor, user: UserRow): Promise<ContactInfo> {
  const [profile, { emails, phones, costAllocations: allocations }] = await Promise.all([
    profileOf(db, user.user_id),
    contactRowsOf(db, user.user_id),
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

const firmCostAllocations = (firm: FirmRow): FirmCostAllocation[] => fromJson<FirmCostAllocation[]>(firm.cost_allocations, []);

// ---- Contact info: normalising and saving ----

/** Phones are stored as 'code-number' (000 §3), whatever form the client sent. */
function storedPhone(phone: string, countryCode: string | null): string {
  const stored = parseStoredPhone(phone);
  if (stored) return `${stored.callingCode}-${stored.nationalNumber}`;
  return toStoredPhone(defaultPhoneCountry(phone, countryCode), phone);
}

/**
 * The firm's cost allocation rules on a submitted list: known types only (SG2: Cost Center
 * only, 000 §6), codes from the firm's list unless allowManual (then the code is added),
 * mandatory visible types filled.
 */
async function checkCostAllocations(
  db: Executor,
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
    requireAllocationTypeOfBillingSystem(firm, allocation.costAllocationType);
    const known = await findCostAllocationCode(db, firm.firm_id, allocation.costAllocationType, code);
    if (!known) {
      if (!allocation.allowManual) throw badRequest(`${code} is not a known ${allocation.displayName} code`);
      await insertCostAllocationCode(db, firm.firm_id, allocation.costAllocationType, code, addedBy);
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

const FIXED_PLACE_NAMES = { Home: 'Home', Work: 'Work' } as const;

// spec 000 §7 Users (one employee's account), §4 Contact info, §5 validation
export function registerAccountRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  registerEndpoint(app, endpoints.account.account, async ({ caller, params }) => {
    const { target, access } = await accountAccess(db, caller, params.id);
    const [contactInformation, places, cards, profile] = await Promise.all([
      loadContactInfo(db, target),
      userPlaces(db, target.user_id),
      activeCardsOfUser(db, target.user_id),
      profileOf(db, target.user_id),
    ]);
    return {
      contactInformation,
      creditCards: cards.sort((a, b) => a.credit_card_id - b.credit_card_id)
        .map((c) => ({ creditCardId: c.credit_card_id, isDefault: c.is_default === 1 })),
      places,
      settings: userSettings(target),
      preferencesNote: profile?.preferences_note ?? null,
      role: accountRole(caller, access),
    };
  });

  registerEndpoint(app, endpoints.account.contactInfo, async ({ caller, params, body }) => {
    const { target, access } = await accountAccess(db, caller, params.id);
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

    // Feed-sourced emails, phones and cost allocations are locked (the domain rule): they must come back unchanged.
    const feedNote = FEED_ADDRESS_NOTE;
    const locks = (field: 'email' | 'phone' | 'costAllocation', source: string | null | undefined) =>
      isContactFieldLocked(field, { fieldSource: source ?? null, allowAddUserManually: prefs.allowAddUserManually });
    const emailRows = emails.map((e) => {
      const before = stored.emails.find((s) => sameEmail(s.email, e.email));
      return before && locks('email', before.source) ? { ...e, email: before.email, name: before.name, source: before.source } : { ...e, source: null };
    });
    for (const locked of stored.emails.filter((e) => locks('email', e.source))) {
      if (!emailRows.some((e) => sameEmail(e.email, locked.email))) throw badRequest(feedNote);
    }

    const countryCode = info.countryCode?.trim().toUpperCase() || null;
    const phoneRows: ContactRows['phones'] = [];
    for (const type of ['Mobile', 'Work'] as const) {
      const submitted = info.phones.find((p) => p.type === type && p.phone.trim() !== '');
      const locked = stored.phones.find((p) => p.type === type && locks('phone', p.source));
      const phone = submitted ? storedPhone(submitted.phone, countryCode) : null;
      if (locked) {
        if (phone !== locked.phone) throw badRequest(feedNote);
        phoneRows.push({ type, phone: locked.phone, source: locked.source });
      } else if (phone) {
        phoneRows.push({ type, phone, source: null });
      }
    }

    const lockedAllocations = stored.costAllocations.filter((a) => locks('costAllocation', a.source));
    for (const locked of lockedAllocations) {
      const submitted = info.costAllocations.find((a) => a.costAllocationType === locked.costAllocationType);
      if (submitted?.codeValue.trim() !== locked.codeValue) throw badRequest(feedNote);
    }
    const allocations = await checkCostAllocations(db, firm, info.costAllocations, caller.user.user_id);

    await db.transaction().execute(async (trx) => {
      await updateUser(trx, target.user_id, {
        first_name: info.firstName.trim(),
        last_name: info.lastName.trim(),
        middle_name: info.middleName?.trim() || null,
        employee_id: info.employeeId?.trim() || null,
        country_code: countryCode,
        // 000 §2 Other dialogs: a pending user completes registration by saving their own contact form.
        ...(access === 'self' && target.is_pending === 1 ? { is_pending: 0 } : {}),
      });
      await saveContactMethod(trx, target.user_id, info.preferredContactMethod);
      await replaceContactRows(trx, target.user_id, {
        emails: emailRows,
        phones: phoneRows,
        costAllocations: allocations.map((a) => ({
          ...a, source: lockedAllocations.find((l) => l.costAllocationType === a.type)?.source ?? null,
        })),
      });
    });
    const saved = await findUserById(db, target.user_id);
    if (!saved) throw notFound('User not found');
    return loadContactInfo(db, saved);
  });

  registerEndpoint(app, endpoints.account.preferences, async ({ caller, params, body }) => {
    const { target } = await accountAccess(db, caller, params.id);
    const settings: UserSettings = { ...US_SETTINGS, ...body.formatPreferences, notifications: body.notificationSettings };
    // 000 §5: empty booking-preference text is sent as absent (and clears the note).
    const note = body.preferencesNote?.trim() || null;
    await db.transaction().execute(async (trx) => {
      await updateUser(trx, target.user_id, { settings: toJson(settings) });
      await savePreferencesNote(trx, target.user_id, note);
    });
    return settings;
  });

  registerEndpoint(app, endpoints.account.preferencesNote, async ({ caller, params }) => {
    const { target } = await accountAccess(db, caller, params.id);
    const profile = await profileOf(db, target.user_id);
    return { preferencesNote: profile?.preferences_note ?? null };
  });

  // ---- Places (000 §2 Addresses tab, §5 Address) ----

  registerEndpoint(app, endpoints.account.savePlace, async ({ caller, params, body }) => {
    const { target } = await accountAccess(db, caller, params.id);
    const place = body.userPlace;
    const errors = validateAddress({
      place, status: placeStatusOf(place), placeType: place.placeType, name: place.name, manualNameOrNumber: place.manualNameOrNumber,
    });
    const first = errors.address ?? errors.manualNameOrNumber ?? errors.name;
    if (first) throw badRequest(first, errors);

    let existing: PlaceRow | undefined;
    if (place.placeId !== null) {
      existing = await findPlace(db, target.user_id, place.placeId);
      if (!existing) throw notFound('Address not found');
    } else if (place.placeType !== 'Other') {
      // One Home and one Work: saving another replaces it.
      existing = await findPlaceOfType(db, target.user_id, place.placeType);
    }
    if (existing && isFeedPlace(existing)) throw badRequest(FEED_ADDRESS_NOTE);

    const name = place.placeType === 'Other' ? addressDisplayName(place.name ?? '') : FIXED_PLACE_NAMES[place.placeType];
    const row = splitPlace({ ...place, name, source: existing?.source ?? null });
    const values = {
      place_type: place.placeType, name, address: row.address.trim(), manual_name_or_number: row.manual?.trim() || null,
      source: row.source, details: row.details,
    };
    const saved = existing
      ? await updatePlace(db, existing.place_id, values)
      : await insertPlace(db, { ...values, user_id: target.user_id, created_at: isoNow() });
    return toPlaceDetail(saved);
  });

  registerEndpoint(app, endpoints.account.removePlace, async ({ caller, params }) => {
    const { target } = await accountAccess(db, caller, params.id);
    const row = await findPlace(db, target.user_id, params.placeId);
    if (!row) throw notFound('Address not found');
    if (isFeedPlace(row)) throw badRequest(FEED_ADDRESS_NOTE);
    await deletePlace(db, row.place_id);
    return { ok: true as const };
  });

  // ---- Cost allocations (000 §7, §9 search minimums) ----

  registerEndpoint(app, endpoints.account.costAllocations, async ({ caller, params, query }) => {
    const { target } = await accountAccess(db, caller, params.id);
    const text = query.code?.trim() ?? '';
    if (!canSearch(text, query.type)) return [];
    const rows = await searchCostAllocationCodes(db, {
      firmId: target.firm_id, type: query.type, text, limit: COST_ALLOCATION_SEARCH_LIMIT,
    });
    return rows.map((r) => ({
      codeValue: r.code_value, description: r.description, costAllocationCodeId: r.cost_allocation_code_id,
      costAllocationType: r.cost_allocation_type as CostAllocationType,
    }));
  });

  registerEndpoint(app, endpoints.account.addCostAllocation, async ({ caller, params, body }) => {
    const { target } = await accountAccess(db, caller, params.id);
    const { type, value } = body.codeValue;
    const allocation = firmCostAllocations(caller.firm).find((a) => a.costAllocationType === type);
    if (!allocation) throw badRequest(`${type} is not used by your firm`);
    if (!allocation.allowManual) throw badRequest(`Manual codes are not allowed for ${allocation.displayName}`);
    const code = value.trim();
    if (!code) throw badRequest('Required');
    const existing = await findCostAllocationCode(db, target.firm_id, type, code);
    if (existing) return { costAllocationId: existing.cost_allocation_code_id };
    return { costAllocationId: await insertCostAllocationCode(db, target.firm_id, type, code, caller.user.user_id) };
  });

  // ---- Employees (admin) ----

  registerEndpoint(app, endpoints.account.deleteUser, async ({ caller, params }) => {
    const { target, access } = await accountAccess(db, caller, params.id);
    requireAccountAdmin(access);
    requireDeletableEmployee(target);
    try {
      await deleteUser(db, target.user_id);
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
    const info = body.userData.contactInformation;
    const role = body.userData.userRole ?? 'STANDARD';
    requireMayAddUser(caller, role);

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
    if (await findUserByEmail(db, loginId)) throw conflict('An employee with this email already exists');

    const countryCode = info.countryCode?.trim().toUpperCase() || 'US';
    const allocations = await checkCostAllocations(db, firm, info.costAllocations, caller.user.user_id);
    const userId = await db.transaction().execute(async (trx) => {
      const newUserId = await insertUser(trx, {
        firm_id: firm.firm_id, login_id: loginId, first_name: info.firstName.trim(), last_name: info.lastName.trim(),
        middle_name: info.middleName?.trim() || null, employee_id: info.employeeId?.trim() || null, amex_user_id: null,
        country_code: countryCode, source: null,
        user_type: role === 'ADMIN' || role === 'SUPER_ADMIN' ? 'ADMIN' : 'EMPLOYEE', user_role: role,
        is_super_admin: flag(role === 'SUPER_ADMIN'), is_pending: 0, should_sign_self_onboarding: 0, is_billing_allowed: 0,
        is_reports_allowed: flag(role === 'REPORTER'), is_manage_carline_allowed: flag(role === 'MARSHAL'), partners_link: null,
        settings: toJson(US_SETTINGS),
      }, isoNow());
      await saveContactMethod(trx, newUserId, info.preferredContactMethod);
      await replaceContactRows(trx, newUserId, {
        emails: info.emails.filter((e) => e.email.trim()).map((e) => ({
          name: e.name?.trim() || null, email: e.email.trim(), isPrimary: e === primary, source: null,
        })),
        phones: info.phones.filter((p) => p.phone.trim()).map((p) => ({ type: p.type, phone: storedPhone(p.phone, countryCode), source: null })),
        costAllocations: allocations.map((a) => ({ ...a, source: null })),
      });
      return newUserId;
    });
    return { userId };
  });
}
