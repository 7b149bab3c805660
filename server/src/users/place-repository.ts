import type { PlaceDetail, UserPlaces } from '@curbside/contracts';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import { fromJson } from '../db/json-column.ts';
import type { UserPlaceTable } from '../db/schema.ts';

// The user_places table (000 §2 Addresses tab: Home, Work and favorites).

export type PlaceRow = Selectable<UserPlaceTable>;

export async function placesOf(db: Executor, userId: number): Promise<PlaceRow[]> {
  return db.selectFrom('user_places').selectAll().where('user_id', '=', userId).orderBy('place_id').execute();
}

export async function findPlace(db: Executor, userId: number, placeId: number): Promise<PlaceRow | undefined> {
  return db.selectFrom('user_places').selectAll().where('user_id', '=', userId).where('place_id', '=', placeId).executeTakeFirst();
}

export async function findPlaceOfType(db: Executor, userId: number, placeType: string): Promise<PlaceRow | undefined> {
  return db.selectFrom('user_places').selectAll().where('user_id', '=', userId).where('place_type', '=', placeType).executeTakeFirst();
}

export async function insertPlace(db: Executor, place: Omit<Insertable<UserPlaceTable>, 'place_id'>): Promise<PlaceRow> {
  return db.insertInto('user_places').values(place).returningAll().executeTakeFirstOrThrow();
}

export async function updatePlace(db: Executor, placeId: number, changes: Updateable<UserPlaceTable>): Promise<PlaceRow> {
  return db.updateTable('user_places').set(changes).where('place_id', '=', placeId).returningAll().executeTakeFirstOrThrow();
}

export async function deletePlace(db: Executor, placeId: number): Promise<void> {
  await db.deleteFrom('user_places').where('place_id', '=', placeId).execute();
}

/** A saved place row as the contract's place (its JSON details spread back). */
export function toPlaceDetail(row: PlaceRow): PlaceDetail {
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

/** The user's home, work and favorites (000 §3 Preferences response `places`). */
export async function userPlaces(db: Executor, userId: number): Promise<UserPlaces> {
  const rows = await placesOf(db, userId);
  const home = rows.find((r) => r.place_type === 'Home');
  const work = rows.find((r) => r.place_type === 'Work');
  return {
    home: home ? toPlaceDetail(home) : null,
    work: work ? toPlaceDetail(work) : null,
    favorites: rows.filter((r) => r.place_type === 'Other').map(toPlaceDetail),
  };
}
