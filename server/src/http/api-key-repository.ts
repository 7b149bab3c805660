import type { Executor } from '../db/connection.ts';

// The api_keys table (000 §7: every call carries a known x-api-key).

export async function allApiKeys(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('api_keys').select('api_key').execute();
  return rows.map((r) => r.api_key);
}

export async function isKnownApiKey(db: Executor, key: string): Promise<boolean> {
  const row = await db.selectFrom('api_keys').select('api_key').where('api_key', '=', key).executeTakeFirst();
  return row !== undefined;
}
