import type { FirmCostAllocation, PlaceDetail } from '@curbside/contracts';
import type { Kysely } from 'kysely';
import { fromJson, isoNow, toJson } from './json-column.ts';
import type { Database } from './schema.ts';

/**
 * Account data of the demo roster (000 §3): contact details, cost allocations,
 * ava's Home and Work, ben's cards, Acme's firm card and the booker permissions.
 * Called once from seed(), inside its transaction, after the users exist.
 */

interface SeedContact {
  phones: Array<{ type: 'Mobile' | 'Work'; phone: string; source?: string }>;
  extraEmails?: Array<{ name: string | null; email: string }>;
  /** The sign-in email comes from company records (locked) when true. */
  loginEmailFromFeed?: boolean;
  costAllocations?: Array<{ type: string; code: string; source?: string }>;
  preferencesNote?: string;
}

const CONTACTS: Record<string, SeedContact> = {
  'ava.employee@acme.example': {
    phones: [{ type: 'Mobile', phone: '1-2125550101' }, { type: 'Work', phone: '1-2125550191', source: 'feed' }],
    extraEmails: [{ name: 'Personal', email: 'ava.home@example.com' }],
    loginEmailFromFeed: true,
    costAllocations: [{ type: 'Cost Center', code: 'CC-200', source: 'feed' }, { type: 'Project Code', code: 'PRJ-ROADRUNNER' }],
    preferencesNote: 'Quiet ride, please. I usually carry a cabin bag.',
  },
  'ben.booker@acme.example': {
    phones: [{ type: 'Mobile', phone: '1-2125550102' }],
    costAllocations: [{ type: 'Cost Center', code: 'CC-100' }],
  },
  'ada.admin@acme.example': {
    phones: [{ type: 'Mobile', phone: '1-2125550103' }, { type: 'Work', phone: '1-2125550193' }],
    costAllocations: [{ type: 'Cost Center', code: 'CC-300' }],
  },
  'sam.super@acme.example': { phones: [{ type: 'Mobile', phone: '1-2125550104' }], costAllocations: [{ type: 'Cost Center', code: 'CC-300' }] },
  'rita.reporter@acme.example': { phones: [{ type: 'Mobile', phone: '1-2125550105' }], costAllocations: [{ type: 'Cost Center', code: 'CC-300' }] },
  'max.marshal@acme.example': { phones: [{ type: 'Mobile', phone: '1-2125550106' }], costAllocations: [{ type: 'Cost Center', code: 'CC-100' }] },
  'tom.trial@trial.example': { phones: [{ type: 'Mobile', phone: '1-6175550107' }] },
  'gail.employee@globex.example': {
    phones: [{ type: 'Mobile', phone: '44-7700900108' }],
    costAllocations: [{ type: 'Cost Center', code: 'GX-01' }],
  },
  'ian.employee@initech.example': { phones: [{ type: 'Mobile', phone: '1-5125550109' }] },
  'hal.dev@hq.example': { phones: [{ type: 'Mobile', phone: '1-3125550110' }] },
  'hope.support@hq.example': { phones: [{ type: 'Mobile', phone: '1-3125550111' }] },
};

/** Codes beyond each firm's initial picker list, so the search has something to find. */
const EXTRA_CODES: Record<string, Array<{ type: string; code: string; description: string }>> = {
  acme: [
    { type: 'Cost Center', code: 'CC-400', description: 'Marketing' },
    { type: 'Cost Center', code: 'CC-500', description: 'Legal' },
    { type: 'Cost Center', code: 'CC-600', description: 'Operations' },
    { type: 'Project Code', code: 'PRJ-ROCKET', description: 'Rocket skates' },
  ],
  globex: [{ type: 'Cost Center', code: 'GX-02', description: 'Research' }],
};

const AVA_PLACES: Array<PlaceDetail> = [
  {
    // Saved places carry the maps service's place id, as one picked from the suggestions does (001 §5: a stop needs it).
    placeId: null, placeType: 'Home', name: 'Home', address: '125 W 72nd St, New York, NY 10023, USA', googlePlaceId: 'curb:gz:125-w-72nd-st',
    displayName: '125 W 72nd St', streetName: 'W 72nd St', streetNumber: '125', city: 'New York', state: 'New York',
    stateCode: 'NY', country: 'United States', countryCode: 'US', zipCode: '10023',
    geometry: { location: { lat: 40.7779, lng: -73.9804 } }, timezone: 'America/New_York', source: null,
  },
  {
    placeId: null, placeType: 'Work', name: 'Work', address: '200 Park Ave, New York, NY 10166, USA', googlePlaceId: 'curb:gz:metlife-building',
    displayName: '200 Park Ave', streetName: 'Park Ave', streetNumber: '200', city: 'New York', state: 'New York',
    stateCode: 'NY', country: 'United States', countryCode: 'US', zipCode: '10166',
    geometry: { location: { lat: 40.7536, lng: -73.9767 } }, timezone: 'America/New_York', source: 'feed',
  },
];

/** Columns of user_places; everything else goes to the details JSON. */
export function splitPlace(place: PlaceDetail): { name: string | null; address: string; manual: string | null; source: string | null; details: string } {
  const { placeId: _id, placeType: _type, name, address, manualNameOrNumber, source, ...details } = place;
  return { name, address, manual: manualNameOrNumber ?? null, source: source ?? null, details: toJson(details) };
}

export async function seedAccount(db: Kysely<Database>): Promise<void> {
  const users = await db.selectFrom('users').select(['user_id', 'login_id', 'firm_id']).orderBy('user_id').execute();
  const firms = await db.selectFrom('firms').select(['firm_id', 'firm_code', 'cost_allocations']).orderBy('firm_id').execute();
  const byEmail = new Map(users.map((u) => [u.login_id, u]));
  const need = (email: string) => {
    const user = byEmail.get(email);
    if (!user) throw new Error(`seed-account: unknown user ${email}`);
    return user;
  };
  const now = isoNow();

  // Firm codes: the initial lists in firm order (so ids match the ids seed() gave them), then extras.
  for (const firm of firms) {
    for (const allocation of fromJson<FirmCostAllocation[]>(firm.cost_allocations, [])) {
      for (const code of allocation.initialCodes) {
        await db.insertInto('cost_allocation_codes').values({
          firm_id: firm.firm_id, cost_allocation_type: allocation.costAllocationType, code_value: code.codeValue,
          description: code.description, created_by_user_id: null,
        }).execute();
      }
    }
  }
  for (const firm of firms) {
    for (const extra of EXTRA_CODES[firm.firm_code] ?? []) {
      await db.insertInto('cost_allocation_codes').values({
        firm_id: firm.firm_id, cost_allocation_type: extra.type, code_value: extra.code, description: extra.description, created_by_user_id: null,
      }).execute();
    }
  }

  for (const user of users) {
    const contact = CONTACTS[user.login_id] ?? { phones: [] };
    await db.insertInto('user_profiles').values({
      user_id: user.user_id, preferred_contact_method: 'Email', preferences_note: contact.preferencesNote ?? null,
    }).execute();
    await db.insertInto('user_emails').values({
      user_id: user.user_id, name: null, email: user.login_id, is_primary: 1, source: contact.loginEmailFromFeed ? 'feed' : null,
    }).execute();
    for (const extra of contact.extraEmails ?? []) {
      await db.insertInto('user_emails').values({ user_id: user.user_id, name: extra.name, email: extra.email, is_primary: 0, source: null }).execute();
    }
    for (const phone of contact.phones) {
      await db.insertInto('user_phones').values({ user_id: user.user_id, type: phone.type, phone: phone.phone, source: phone.source ?? null }).execute();
    }
    for (const allocation of contact.costAllocations ?? []) {
      await db.insertInto('user_cost_allocations').values({
        user_id: user.user_id, cost_allocation_type: allocation.type, code_value: allocation.code, source: allocation.source ?? null,
      }).execute();
    }
  }

  const ava = need('ava.employee@acme.example');
  for (const place of AVA_PLACES) {
    const row = splitPlace(place);
    await db.insertInto('user_places').values({
      user_id: ava.user_id, place_type: place.placeType, name: row.name, address: row.address,
      manual_name_or_number: row.manual, source: row.source, details: row.details, created_at: now,
    }).execute();
  }

  // Ben: a default Visa and an expired Mastercard (000 §4 Credit card).
  const ben = need('ben.booker@acme.example');
  const card = { firm_id: ben.firm_id, user_id: ben.user_id, is_imported: 0 as const, source: 'CP', billing_zip: '10001',
    billing_name: 'Ben Booker', amex_card_valid_to_date: null, amex_card_balance: null, status: 'active', setup_intent_id: null, created_at: now };
  await db.insertInto('credit_cards').values({ ...card, is_default: 1, brand: 'VISA', last4: '4242', exp_date: '2030-12-31', description: 'Personal Visa' }).execute();
  await db.insertInto('credit_cards').values({ ...card, is_default: 0, brand: 'MASTERCARD', last4: '4444', exp_date: '2024-01-31', description: 'Old Mastercard' }).execute();

  // Acme's firm card (managed by super admins; never a default).
  const acme = firms.find((f) => f.firm_code === 'acme');
  if (acme) {
    await db.insertInto('credit_cards').values({
      firm_id: acme.firm_id, user_id: null, is_default: 0, is_imported: 0, source: 'CP', brand: 'AMEX', last4: '0005',
      exp_date: '2031-06-30', description: null, billing_name: 'Acme Corp', billing_zip: null, amex_card_valid_to_date: null,
      amex_card_balance: null, status: 'active', setup_intent_id: null, created_at: now,
    }).execute();
  }

  // ben.booker books for ava (Accepted) and has asked ada (Pending); none for rita or another firm's ian.
  await db.insertInto('booker_permissions').values({
    firm_id: ben.firm_id, booker_user_id: ben.user_id, user_id: ava.user_id, status: 'Accepted',
    start_date: now, end_date: null, updated: now, requested_at: now, created_at: now,
  }).execute();
  const ada = need('ada.admin@acme.example');
  await db.insertInto('booker_permissions').values({
    firm_id: ben.firm_id, booker_user_id: ben.user_id, user_id: ada.user_id, status: 'Pending',
    start_date: null, end_date: null, updated: now, requested_at: now, created_at: now,
  }).execute();
}
