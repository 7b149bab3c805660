import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.ts';
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
