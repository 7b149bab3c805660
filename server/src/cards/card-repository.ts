import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import type { CreditCardTable } from '../db/schema.ts';

// The credit_cards table (000 §3 credit card entry): a user's cards (user_id) and firm cards (user_id null).

export type CardRow = Selectable<CreditCardTable>;
export type NewCard = Omit<Insertable<CreditCardTable>, 'credit_card_id'>;

/** A user's cards of every status, the default first, then in the order they were added. */
export async function cardsOfUser(db: Executor, userId: number): Promise<CardRow[]> {
  return db.selectFrom('credit_cards').selectAll().where('user_id', '=', userId)
    .orderBy('is_default', 'desc').orderBy('credit_card_id').execute();
}

/** A user's active cards, the default first, then in the order they were added. */
export async function activeCardsOfUser(db: Executor, userId: number): Promise<CardRow[]> {
  return db.selectFrom('credit_cards').selectAll().where('user_id', '=', userId).where('status', '=', 'active')
    .orderBy('is_default', 'desc').orderBy('credit_card_id').execute();
}

export async function findUserCard(db: Executor, userId: number, cardId: number): Promise<CardRow | undefined> {
  return db.selectFrom('credit_cards').selectAll().where('user_id', '=', userId).where('credit_card_id', '=', cardId).executeTakeFirst();
}

export async function findActiveUserCard(db: Executor, userId: number, cardId: number): Promise<CardRow | undefined> {
  return db.selectFrom('credit_cards').selectAll()
    .where('credit_card_id', '=', cardId).where('user_id', '=', userId).where('status', '=', 'active').executeTakeFirst();
}

export async function findCard(db: Executor, cardId: number): Promise<CardRow | undefined> {
  return db.selectFrom('credit_cards').selectAll().where('credit_card_id', '=', cardId).executeTakeFirst();
}

export async function firmCards(db: Executor, firmId: number): Promise<CardRow[]> {
  return db.selectFrom('credit_cards').selectAll()
    .where('firm_id', '=', firmId).where('user_id', 'is', null).where('status', '=', 'active').orderBy('credit_card_id').execute();
}

export async function insertCard(db: Executor, card: NewCard): Promise<CardRow> {
  return db.insertInto('credit_cards').values(card).returningAll().executeTakeFirstOrThrow();
}

export async function updateCard(db: Executor, cardId: number, changes: Updateable<CreditCardTable>): Promise<void> {
  await db.updateTable('credit_cards').set(changes).where('credit_card_id', '=', cardId).execute();
}

/** Make one card the user's only default (null: no default). */
export async function setDefaultCard(db: Executor, userId: number, cardId: number | null): Promise<void> {
  await db.updateTable('credit_cards').set({ is_default: 0 }).where('user_id', '=', userId).execute();
  if (cardId !== null) await db.updateTable('credit_cards').set({ is_default: 1 }).where('credit_card_id', '=', cardId).execute();
}

export async function deleteCard(db: Executor, cardId: number): Promise<void> {
  await db.deleteFrom('credit_cards').where('credit_card_id', '=', cardId).execute();
}

/** Delete a firm card; false when the firm has no such card. */
export async function deleteFirmCard(db: Executor, firmId: number, cardId: number): Promise<boolean> {
  const result = await db.deleteFrom('credit_cards')
    .where('credit_card_id', '=', cardId).where('firm_id', '=', firmId).where('user_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
