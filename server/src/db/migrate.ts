import { Migrator } from 'kysely';
import type { Db } from './connection.ts';
import { allMigrations } from './migrations/index.ts';

/** Bring the schema to the latest migration; throws on failure. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => allMigrations(db.dialect) },
    // Feature work lands migrations out of number order (0016 after 0022): each is independent of
    // the ones it may run after, so a database that ran a later number still takes an earlier one.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
