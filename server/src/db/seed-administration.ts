import type { Kysely } from 'kysely';
import { fromJson, toJson } from './json-column.ts';
import type { Database } from './schema.ts';

/**
 * Administration data of the demo roster (issue 17, 001 §7 Admin and Superadmin): Acme's tags
 * (one a system tag) and who holds them, a Globex tag (another firm's, for isolation), max.marshal
 * blocked with Acme's blocked-users message, a withdrawn broadcast note (none is active, so no
 * banner shows until a super admin publishes one) and Acme's company-records feed status.
 * Called once from seed(), inside its transaction, after the users exist.
 */

const TAGS: Array<{ firmCode: string; tagName: string; tagDescription: string | null; isSystem: boolean; holders: string[] }> = [
  { firmCode: 'acme', tagName: 'Executive', tagDescription: 'Set from company records', isSystem: true, holders: ['sam.super@acme.example'] },
  { firmCode: 'acme', tagName: 'Road warriors', tagDescription: 'Travel every week', isSystem: false, holders: ['ava.employee@acme.example', 'ben.booker@acme.example'] },
  { firmCode: 'acme', tagName: 'Night shift', tagDescription: null, isSystem: false, holders: [] },
  { firmCode: 'globex', tagName: 'Globex VIP', tagDescription: null, isSystem: false, holders: ['gail.employee@globex.example'] },
];

const ACME_BLOCKED_MESSAGE = 'This employee cannot be booked for. Please contact the Acme travel desk.';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedAdministration(db: Kysely<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  const firms = new Map((await db.selectFrom('firms').select(['firm_id', 'firm_code', 'preferences']).execute()).map((f) => [f.firm_code, f]));
  const users = new Map((await db.selectFrom('users').select(['user_id', 'login_id']).execute()).map((u) => [u.login_id, u.user_id]));
  const firmId = (code: string): number => {
    const firm = firms.get(code);
    if (!firm) throw new Error(`Seed administration names unknown firm ${code}`);
    return firm.firm_id;
  };
  const userId = (email: string): number => {
    const id = users.get(email);
    if (id === undefined) throw new Error(`Seed administration names unknown user ${email}`);
    return id;
  };

  for (const tag of TAGS) {
    const { tag_id: tagId } = await db.insertInto('tags').values({
      firm_id: firmId(tag.firmCode), tag_name: tag.tagName, tag_description: tag.tagDescription, is_system: tag.isSystem ? 1 : 0, created_at: at,
    }).returning('tag_id').executeTakeFirstOrThrow();
    for (const email of tag.holders) {
      await db.insertInto('user_tags').values({ tag_id: tagId, user_id: userId(email), created_at: at }).execute();
    }
  }

  const acme = firmId('acme');
  await db.insertInto('blocked_users').values({
    firm_id: acme, user_id: userId('max.marshal@acme.example'), reason: 'Left the travel programme', active: 1,
    blocked_at: new Date(now.getTime() - 30 * DAY_MS).toISOString(), updated_by_user_id: userId('ada.admin@acme.example'), updated_at: at,
  }).execute();
  const acmePreferences = fromJson<Record<string, unknown>>(firms.get('acme')?.preferences ?? null, {});
  await db.updateTable('firms').set({ preferences: toJson({ ...acmePreferences, blockedUsersMessage: ACME_BLOCKED_MESSAGE }) })
    .where('firm_id', '=', acme).execute();

  await db.insertInto('broadcast_notes').values({
    firm_id: acme, document: '<p><strong>Office move:</strong> from Monday, pickups are at the new entrance on 5th Avenue.</p>',
    active: 0, created_by_user_id: userId('sam.super@acme.example'),
    created_at: new Date(now.getTime() - 14 * DAY_MS).toISOString(), deactivated_at: new Date(now.getTime() - 7 * DAY_MS).toISOString(),
  }).execute();

  await db.insertInto('feed_status').values({
    firm_id: acme, status: 'Succeeded', last_sync_at: new Date(now.getTime() - DAY_MS).toISOString(), users_imported: 6, message: null,
  }).execute();
}
