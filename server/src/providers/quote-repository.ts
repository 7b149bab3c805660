import type { CarServiceQuote } from '@curbside/contracts';
import type { Executor } from '../db/connection.ts';
import { toJson } from '../db/json-column.ts';

// The quotes table: quotes handed out, so a booking can only use one that was quoted (001 §5).

export async function storeQuote(db: Executor, quote: CarServiceQuote & { quoteId: string }, firmId: number, serviceId: number, at: string): Promise<void> {
  await db.insertInto('quotes').values({
    quote_id: quote.quoteId, firm_id: firmId, booking_account_service_id: serviceId,
    quote_trace_id: quote.quoteTraceId ?? '', payload: toJson(quote), created_at: at,
  }).onConflict((oc) => oc.column('quote_id').doNothing()).execute();
}

export async function isQuoted(db: Executor, quoteId: string, firmId: number, serviceId: number): Promise<boolean> {
  const row = await db.selectFrom('quotes').select('quote_id')
    .where('quote_id', '=', quoteId).where('firm_id', '=', firmId).where('booking_account_service_id', '=', serviceId)
    .executeTakeFirst();
  return row !== undefined;
}
