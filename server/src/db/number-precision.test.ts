import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-app.ts';

// Issue 11 (PostgreSQL for real): amounts keep their cents on both databases (the server suite
// runs this file on SQLite and again on PostgreSQL).
describe('amounts and measures keep their precision', () => {
  let database: TestDatabase;
  beforeAll(async () => { database = await createTestDatabase(); });
  afterAll(async () => { await database.close(); });

  it("a firm's Amex limit of 12,345.67 reads back as 12,345.67", async () => {
    const { kysely } = database.db;
    const firm = await kysely.selectFrom('firms').select('firm_id').where('firm_code', '=', 'acme').executeTakeFirstOrThrow();
    await kysely.updateTable('firms').set({ amex_limit_amount: 12345.67 }).where('firm_id', '=', firm.firm_id).execute();
    const read = await kysely.selectFrom('firms').select('amex_limit_amount').where('firm_id', '=', firm.firm_id).executeTakeFirstOrThrow();
    expect(Number(read.amex_limit_amount)).toBe(12345.67);
  });
});
