import type { AddressPlace, LatLng } from '@curbside/contracts';
import { closeRing } from '@curbside/domain';
import type { Kysely } from 'kysely';
import { addressStopAt } from '../reservations/address.ts';
import { toJson } from './json-column.ts';
import type { Database } from './schema.ts';

/**
 * Car lines of the demo roster (issue 16, 001 §3): Acme's booking accounts (Metro Black Car for the
 * lobby with Harbor Limo as its fallback, Unity Chauffeurs for events), max.marshal's two Acme lines
 * (the HQ lobby, operational on weekdays morning and evening; the evening events line, on hold,
 * running past midnight), both with a Midtown region; and a Globex line in San Francisco (another
 * firm's, for isolation). Called once from seed(), inside its transaction, after the providers exist.
 */

const MIDTOWN: LatLng[] = [
  { lat: 40.7400, lng: -74.0020 }, { lat: 40.7400, lng: -73.9700 }, { lat: 40.7680, lng: -73.9620 }, { lat: 40.7680, lng: -73.9940 },
];
const SOMA: LatLng[] = [
  { lat: 37.7800, lng: -122.4100 }, { lat: 37.7800, lng: -122.3850 }, { lat: 37.8000, lng: -122.3850 }, { lat: 37.8000, lng: -122.4100 },
];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

const place = (mapsPlaceId: string): AddressPlace => addressStopAt(mapsPlaceId, 'pickup').place ?? {};

interface SeedLine {
  firmCode: string;
  account: string;
  fallback: string | null;
  name: string;
  pickup: string;
  roller: string | null;
  rollerDropoff: string | null;
  onHold: boolean;
  confirmationMessage: string | null;
  projectCode: string | null;
  departmentCode: string | null;
  region: LatLng[];
  weekdays: readonly string[];
  ranges: Array<[string, string]>;
  exceptionDates: string[];
}

const ACCOUNTS = [
  { firmCode: 'acme', name: 'Acme Lobby · Metro Black Car', provider: 'MBC' },
  { firmCode: 'acme', name: 'Acme Lobby fallback · Harbor Limo', provider: 'HBL' },
  { firmCode: 'acme', name: 'Acme Events · Unity Chauffeurs', provider: 'UCH' },
  { firmCode: 'globex', name: 'Globex Lobby · GreenRide EV', provider: 'GRE' },
];

const LINES: SeedLine[] = [
  {
    firmCode: 'acme', account: 'Acme Lobby · Metro Black Car', fallback: 'Acme Lobby fallback · Harbor Limo', name: 'Acme HQ lobby',
    pickup: 'curb:gz:acme-hq', roller: 'curb:gz:empire-state-building', rollerDropoff: 'curb:gz:grand-central-terminal', onHold: false,
    confirmationMessage: 'Your car is booked. Please wait by the Fifth Avenue doors; the marshal will call your name.',
    projectCode: 'PRJ-ROCKET', departmentCode: 'LOBBY', region: MIDTOWN, weekdays: WEEKDAYS,
    ranges: [['07:00', '10:00'], ['16:00', '23:30']], exceptionDates: ['2026-12-25', '2027-01-01'],
  },
  {
    firmCode: 'acme', account: 'Acme Events · Unity Chauffeurs', fallback: null, name: 'Acme evening events',
    pickup: 'curb:gz:rockefeller-center', roller: null, rollerDropoff: null, onHold: true,
    confirmationMessage: 'You are on the list: the marshal will call you when your car is at the door.',
    projectCode: null, departmentCode: 'EVENTS', region: MIDTOWN, weekdays: WEEKDAYS,
    ranges: [['18:00', '01:00']], exceptionDates: [],
  },
  {
    firmCode: 'globex', account: 'Globex Lobby · GreenRide EV', fallback: null, name: 'Globex HQ lobby',
    pickup: 'curb:gz:globex-hq', roller: null, rollerDropoff: null, onHold: false, confirmationMessage: null,
    projectCode: null, departmentCode: null, region: SOMA, weekdays: WEEKDAYS, ranges: [['08:00', '20:00']], exceptionDates: [],
  },
];

export async function seedCarLines(db: Kysely<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  const firms = new Map((await db.selectFrom('firms').select(['firm_id', 'firm_code']).execute()).map((f) => [f.firm_code, f.firm_id]));
  const providers = new Map((await db.selectFrom('car_providers').select(['car_provider_id', 'code']).execute()).map((p) => [p.code, p.car_provider_id]));
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`Seed car lines: unknown ${what}`);
    return value;
  };
  const accountIds = new Map<string, number>();
  for (const account of ACCOUNTS) {
    const row = await db.insertInto('booking_accounts').values({
      firm_id: need(firms.get(account.firmCode), account.firmCode), name: account.name,
      car_provider_id: need(providers.get(account.provider), account.provider), is_active: 1, created_at: at,
    }).returning('booking_account_id').executeTakeFirstOrThrow();
    accountIds.set(account.name, row.booking_account_id);
  }
  for (const line of LINES) {
    const pickup = place(line.pickup);
    const row = await db.insertInto('car_lines').values({
      firm_id: need(firms.get(line.firmCode), line.firmCode),
      booking_account_id: need(accountIds.get(line.account), line.account),
      fallback_booking_account_id: line.fallback ? need(accountIds.get(line.fallback), line.fallback) : null,
      name: line.name, firm_place_id: null,
      pickup_place: toJson(pickup),
      roller_place: line.roller ? toJson(place(line.roller)) : null,
      roller_dropoff_place: line.rollerDropoff ? toJson(place(line.rollerDropoff)) : null,
      is_on_hold_mode: line.onHold ? 1 : 0,
      confirmation_message: line.confirmationMessage, project_code: line.projectCode, department_code: line.departmentCode,
      region_shape: toJson(closeRing(line.region)), timezone: pickup.timezone ?? null, is_active: 1, created_at: at, updated_at: at,
    }).returning('car_line_id').executeTakeFirstOrThrow();
    for (const weekday of line.weekdays) {
      for (const [fromTime, toTime] of line.ranges) {
        await db.insertInto('car_line_schedule_ranges').values({ car_line_id: row.car_line_id, weekday, from_time: fromTime, to_time: toTime }).execute();
      }
    }
    for (const date of line.exceptionDates) {
      await db.insertInto('car_line_exception_dates').values({ car_line_id: row.car_line_id, exception_date: date }).execute();
    }
  }
}
