import { endpoints, type Admin, type Tag, type UserTag } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../auth/session.ts';
import { isAdmin, isSuperAdmin, requireAdminGrant, requireEditableTag, requireFirmTag } from '../access/index.ts';
import { adminPage } from '../administration/admin-paging.ts';
import { activeBroadcastNote, deactivateBroadcastNotes, insertBroadcastNote } from '../administration/administration-repository.ts';
import { sanitizeBroadcastNote } from '../administration/broadcast-note-html.ts';
import { adminsOfFirm } from '../administration/employee-repository.ts';
import { addIsoClientIdentifier, issueSignupCode } from '../administration/integration-repository.ts';
import {
  deleteTag, deleteUserTag, findFirmTag, findFirmUserTag, findTagByName, findUserTag, insertTag, insertUserTag, tagsOfFirm,
  updateTag, userTagPage, type TagRow,
} from '../administration/tag-repository.ts';
import { flag, isoNow, toJson } from '../db/json-column.ts';
import { firmPreferences } from '../firms/firm-record.ts';
import { saveFirmPreferences } from '../firms/firm-repository.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { fullName } from '../users/user-record.ts';
import { findFirmUser, findFirmUserByEmail, updateUser } from '../users/user-repository.ts';

// Admin settings (001 §7 Superadmin; 000 §2, §6): tags and who holds them, the broadcast note,
// and the firm's admins. The level (superadmin) is the contract's; every query is the caller's firm.

/** The longest tag name and description (characters). */
const TAG_NAME_MAX = 50;
const TAG_DESCRIPTION_MAX = 200;

const toTag = (row: TagRow): Tag => ({
  tagId: row.tag_id, tagName: row.tag_name, tagDescription: row.tag_description, isSystem: row.is_system === 1,
});

function tagInput(input: { tagName: string; tagDescription: string | null }): { tagName: string; tagDescription: string | null } {
  const tagName = input.tagName.trim();
  const tagDescription = input.tagDescription?.trim() || null;
  if (!tagName) throw badRequest('Tag name is required');
  if (tagName.length > TAG_NAME_MAX) throw badRequest(`The tag name must be at most ${TAG_NAME_MAX} characters`);
  if (tagDescription && tagDescription.length > TAG_DESCRIPTION_MAX) {
    throw badRequest(`The tag description must be at most ${TAG_DESCRIPTION_MAX} characters`);
  }
  return { tagName, tagDescription };
}

export function registerSuperadminRoutes(app: FastifyInstance): void {
  const db = app.db.kysely;

  // ---- Tags ----

  const firmTag = async (caller: Caller, tagId: number) => requireFirmTag(caller, await findFirmTag(db, caller.firm.firm_id, tagId));
  const requireFreeName = async (firmId: number, tagName: string, exceptTagId?: number) => {
    const same = await findTagByName(db, firmId, tagName);
    if (same && same.tag_id !== exceptTagId) throw conflict('A tag with this name already exists');
  };

  registerEndpoint(app, endpoints.superadmin.tags, async ({ caller }) => (await tagsOfFirm(db, caller.firm.firm_id)).map(toTag));

  registerEndpoint(app, endpoints.superadmin.createTag, async ({ caller, body }) => {
    const input = tagInput(body);
    await requireFreeName(caller.firm.firm_id, input.tagName);
    return toTag(await insertTag(db, { firmId: caller.firm.firm_id, ...input, isSystem: false }, isoNow()));
  });

  registerEndpoint(app, endpoints.superadmin.updateTag, async ({ caller, params, body }) => {
    const tag = await firmTag(caller, params.id);
    requireEditableTag(tag, 'edit');
    const input = tagInput(body);
    await requireFreeName(caller.firm.firm_id, input.tagName, tag.tag_id);
    await updateTag(db, tag.tag_id, input);
    return toTag({ ...tag, tag_name: input.tagName, tag_description: input.tagDescription });
  });

  registerEndpoint(app, endpoints.superadmin.deleteTag, async ({ caller, params }) => {
    const tag = await firmTag(caller, params.id);
    requireEditableTag(tag, 'delete');
    await deleteTag(db, tag.tag_id);
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.superadmin.tagUsers, async ({ caller, params, query }) => {
    const tag = await firmTag(caller, params.id);
    const page = adminPage(query);
    const { rows, total } = await userTagPage(db, tag.tag_id, query.userName, page);
    const users: UserTag[] = rows.map((row) => ({
      userTagId: row.user_tag_id, tagId: row.tag_id, userId: row.user_id, fullName: fullName(row), email: row.login_id,
    }));
    return { users, total, hasMore: page.offset + rows.length < total };
  });

  registerEndpoint(app, endpoints.superadmin.addUserTag, async ({ caller, params, body }) => {
    const tag = await firmTag(caller, params.id);
    requireEditableTag(tag, 'holders');
    const user = await findFirmUser(db, caller.firm.firm_id, body.userId);
    if (!user) throw notFound('User not found');
    if (await findUserTag(db, tag.tag_id, user.user_id)) throw conflict('The user already has this tag');
    const userTagId = await insertUserTag(db, tag.tag_id, user.user_id, isoNow());
    return { userTagId, tagId: tag.tag_id, userId: user.user_id, fullName: fullName(user), email: user.login_id };
  });

  registerEndpoint(app, endpoints.superadmin.deleteUserTag, async ({ caller, params }) => {
    const userTag = await findFirmUserTag(db, caller.firm.firm_id, params.id);
    if (!userTag) throw notFound('Tag not found');
    requireEditableTag(await firmTag(caller, userTag.tag_id), 'holders');
    await deleteUserTag(db, userTag.user_tag_id);
    return { ok: true as const };
  });

  // ---- Broadcast note: one active note per firm, pushed live to every user of the firm ----

  registerEndpoint(app, endpoints.superadmin.broadcastNote, async ({ caller, body }) => {
    // Stored as sanitised (000 §9 allow-list, safe links); what the super admin sees back is what users get.
    const document = sanitizeBroadcastNote(body.document);
    if (!document) throw badRequest('The note is empty');
    const firmId = caller.firm.firm_id;
    const at = isoNow();
    const broadcastNoteId = await db.transaction().execute(async (trx) => {
      if (body.active) await deactivateBroadcastNotes(trx, firmId, at);
      return insertBroadcastNote(trx, { firmId, document, active: body.active, byUserId: caller.user.user_id }, at);
    });
    if (body.active) app.events.publish({ firmId }, 'broadcast-note', { broadcastNoteId, document, active: true });
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.superadmin.deactivateBroadcastNote, async ({ caller }) => {
    const firmId = caller.firm.firm_id;
    const note = await activeBroadcastNote(db, firmId);
    if (!note) throw notFound('There is no active broadcast note');
    await deactivateBroadcastNotes(db, firmId, isoNow());
    app.events.publish({ firmId }, 'broadcast-note', { broadcastNoteId: note.broadcast_note_id, document: null, active: false });
    return { ok: true as const };
  });

  // ---- Admins and super admins ----

  registerEndpoint(app, endpoints.superadmin.admins, async ({ caller }): Promise<Admin[]> =>
    (await adminsOfFirm(db, caller.firm.firm_id)).map((user) => ({
      userId: user.user_id, fullName: fullName(user), email: user.login_id, loginId: user.login_id, firmCode: caller.firm.firm_code,
      isAdmin: isAdmin(user), isSuperAdmin: isSuperAdmin(user),
    })));

  registerEndpoint(app, endpoints.superadmin.setAdmin, async ({ caller, body }) => {
    const target = await findFirmUserByEmail(db, caller.firm.firm_id, body.loginId);
    if (!target) throw notFound('User not found');
    requireAdminGrant(caller, target, body);
    const wasAdminRole = target.user_role === 'ADMIN' || target.user_role === 'SUPER_ADMIN';
    const role = body.isSuperAdmin ? 'SUPER_ADMIN' : body.setAsAdmin ? 'ADMIN' : wasAdminRole ? 'STANDARD' : target.user_role;
    await updateUser(db, target.user_id, {
      user_role: role,
      user_type: body.setAsAdmin ? 'ADMIN' : (target.user_type === 'ADMIN' ? 'EMPLOYEE' : target.user_type),
      is_super_admin: flag(body.isSuperAdmin),
    });
    app.events.publish({ userId: target.user_id }, 'permission-changed', { userId: target.user_id, admin: body.setAsAdmin, superAdmin: body.isSuperAdmin });
    return { ok: true as const };
  });

  // ---- Integrations: the expense-system signup code (shown once) and ISO client identifiers ----

  // ---- Booking margins (issue 12): the contract bounds them to 0..100 percent ----

  registerEndpoint(app, endpoints.superadmin.firmMargins, async ({ caller, body }) => {
    const margins = { sustainableSuggestionMarginPercent: body.sustainableSuggestionMarginPercent, requoteMarginPercent: body.requoteMarginPercent };
    await saveFirmPreferences(db, caller.firm.firm_id, toJson({ ...firmPreferences(caller.firm), ...margins }));
    return margins;
  });

  registerEndpoint(app, endpoints.superadmin.concurSignupCode, async ({ caller }) =>
    ({ signupCode: await issueSignupCode(db, caller.firm.firm_id, caller.user.user_id, new Date()) }));

  registerEndpoint(app, endpoints.integrations.isos, async ({ caller, body }) => {
    const added = await addIsoClientIdentifier(db, caller.firm.firm_id, body.clientIdentifier, caller.user.user_id, isoNow());
    if (!added) throw conflict('This client identifier is already registered');
    return { ok: true as const };
  });
}
