import { sql, type Selectable } from 'kysely';
import type { Executor } from '../db/connection.ts';
import type { CostAllocationCodeTable, FirmDocumentTable, FirmTable } from '../db/schema.ts';
import { likePattern } from '../users/user-repository.ts';

// The firms table and what belongs to a firm: service areas, documents, cost allocation codes.

export type FirmRow = Selectable<FirmTable>;
type FirmDocumentRow = Selectable<FirmDocumentTable>;
export type CostAllocationCodeRow = Selectable<CostAllocationCodeTable>;

export async function findFirmById(db: Executor, firmId: number): Promise<FirmRow | undefined> {
  return db.selectFrom('firms').selectAll().where('firm_id', '=', firmId).executeTakeFirst();
}

export async function findFirmByCode(db: Executor, firmCode: string): Promise<FirmRow | undefined> {
  return db.selectFrom('firms').selectAll().where('firm_code', '=', firmCode.trim().toLowerCase()).executeTakeFirst();
}

/** Replace the firm's preferences (JSON text of FirmPreferences). */
export async function saveFirmPreferences(db: Executor, firmId: number, preferences: string): Promise<void> {
  await db.updateTable('firms').set({ preferences }).where('firm_id', '=', firmId).execute();
}

/** The firm self-onboarding users join (000 §2 /signup). */
export async function selfOnboardingFirm(db: Executor): Promise<FirmRow | undefined> {
  return db.selectFrom('firms').selectAll().where('is_self_onboarding', '=', 1).orderBy('firm_id').executeTakeFirst();
}

export async function serviceAreaRows(db: Executor, firmId: number) {
  return db.selectFrom('service_areas').selectAll().where('firm_id', '=', firmId).orderBy('name').execute();
}

// ---- Documents (000 §4 Disclaimer, self-onboarding documents) ----

export async function documentsOf(db: Executor, firmId: number, documentType: string): Promise<FirmDocumentRow[]> {
  return db.selectFrom('firm_documents').selectAll()
    .where('firm_id', '=', firmId).where('document_type', '=', documentType).orderBy('firm_document_id').execute();
}

export async function findFirmDocument(db: Executor, firmId: number, documentId: number): Promise<FirmDocumentRow | undefined> {
  return db.selectFrom('firm_documents').selectAll()
    .where('firm_document_id', '=', documentId).where('firm_id', '=', firmId).executeTakeFirst();
}

/** The firm's newest personal data disclaimer with the user's acceptance time (null when not accepted). */
export async function latestDisclaimer(db: Executor, firmId: number, userId: number) {
  return db.selectFrom('firm_documents')
    .leftJoin('document_acceptances', (join) => join
      .onRef('document_acceptances.firm_document_id', '=', 'firm_documents.firm_document_id')
      .on('document_acceptances.user_id', '=', userId))
    .select(['firm_documents.firm_document_id', 'firm_documents.title', 'firm_documents.document', 'document_acceptances.accepted_at'])
    .where('firm_documents.firm_id', '=', firmId)
    .where('firm_documents.document_type', '=', 'PersonalDataDisclaimer')
    .orderBy('firm_documents.firm_document_id', 'desc')
    .executeTakeFirst();
}

/** Record that the user accepted a document; accepting again keeps the first time. */
export async function acceptDocument(db: Executor, userId: number, documentId: number, at: string): Promise<void> {
  const already = await db.selectFrom('document_acceptances').select('user_id')
    .where('user_id', '=', userId).where('firm_document_id', '=', documentId).executeTakeFirst();
  if (!already) await db.insertInto('document_acceptances').values({ user_id: userId, firm_document_id: documentId, accepted_at: at }).execute();
}

// ---- Cost allocation codes (000 §7) ----

export async function findCostAllocationCode(db: Executor, firmId: number, type: string, code: string): Promise<CostAllocationCodeRow | undefined> {
  return db.selectFrom('cost_allocation_codes').selectAll()
    .where('firm_id', '=', firmId).where('cost_allocation_type', '=', type).where('code_value', '=', code)
    .executeTakeFirst();
}

export async function insertCostAllocationCode(db: Executor, firmId: number, type: string, code: string, addedBy: number): Promise<number> {
  const inserted = await db.insertInto('cost_allocation_codes').values({
    firm_id: firmId, cost_allocation_type: type, code_value: code, description: null, created_by_user_id: addedBy,
  }).returning('cost_allocation_code_id').executeTakeFirstOrThrow();
  return inserted.cost_allocation_code_id;
}

export async function costAllocationCodesByIds(db: Executor, firmId: number, ids: readonly number[]): Promise<CostAllocationCodeRow[]> {
  return ids.length
    ? db.selectFrom('cost_allocation_codes').selectAll().where('cost_allocation_code_id', 'in', [...ids]).where('firm_id', '=', firmId).execute()
    : [];
}

/** Codes of a type whose value or description contains the text, by value. */
export async function searchCostAllocationCodes(
  db: Executor, q: { firmId: number; type: string; text: string; limit: number },
): Promise<CostAllocationCodeRow[]> {
  const pattern = likePattern(q.text);
  return db.selectFrom('cost_allocation_codes').selectAll()
    .where('firm_id', '=', q.firmId).where('cost_allocation_type', '=', q.type)
    .where((eb) => eb.or([
      eb(sql`lower(code_value)`, 'like', sql`${pattern} escape '\\'`),
      eb(sql`lower(coalesce(description, ''))`, 'like', sql`${pattern} escape '\\'`),
    ]))
    .orderBy('code_value').limit(q.limit).execute();
}
