import type { Admin, Tag } from '@curbside/contracts';
import { ADMIN_SETTINGS_SECTIONS } from './admin-settings.contract.ts';

// The rules of admin settings' forms and lists (001 §7 Superadmin), kept apart from React.

export type AdminSettingsSection = (typeof ADMIN_SETTINGS_SECTIONS)[number];

export const SECTION_LABELS: Record<AdminSettingsSection, string> = {
  tags: 'Tags',
  broadcast: 'Broadcast note',
  admins: 'Admins',
  integrations: 'Integrations',
  booking: 'Booking margins',
};

export function parseSection(value: string | undefined): AdminSettingsSection {
  return ADMIN_SETTINGS_SECTIONS.find((section) => section === value) ?? 'tags';
}

/** The longest tag name and description the server accepts (characters). */
export const TAG_LIMITS = { name: 50, description: 200 } as const;

/** A page of a tag's users. */
export const TAG_USERS_PAGE = 20;

export interface TagDraft {
  tagName: string;
  tagDescription: string;
}

export const EMPTY_TAG_DRAFT: TagDraft = { tagName: '', tagDescription: '' };

/** The form's errors by field (the server says the same). */
export function tagDraftErrors(draft: TagDraft): Partial<Record<keyof TagDraft, string>> {
  const errors: Partial<Record<keyof TagDraft, string>> = {};
  const name = draft.tagName.trim();
  if (!name) errors.tagName = 'Tag name is required';
  else if (name.length > TAG_LIMITS.name) errors.tagName = `The tag name must be at most ${TAG_LIMITS.name} characters`;
  if (draft.tagDescription.trim().length > TAG_LIMITS.description) {
    errors.tagDescription = `The tag description must be at most ${TAG_LIMITS.description} characters`;
  }
  return errors;
}

/** What POST /superadmin/tags(/{id}) is sent: trimmed, an empty description as none. */
export function tagInput(draft: TagDraft): { tagName: string; tagDescription: string | null } {
  return { tagName: draft.tagName.trim(), tagDescription: draft.tagDescription.trim() || null };
}

export function tagDraftOf(tag: Tag): TagDraft {
  return { tagName: tag.tagName, tagDescription: tag.tagDescription ?? '' };
}

/** 'Showing 20 of 45 users'. */
export function showingLine(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? 'user' : 'users'}`;
}

export function adminRoleLabel(admin: Pick<Admin, 'isAdmin' | 'isSuperAdmin'>): string {
  return admin.isSuperAdmin ? 'Super admin' : admin.isAdmin ? 'Admin' : 'Employee';
}

/** The body of POST /superadmin/permissions for a change of rights: a super admin is always an admin too. */
export function rightsChange(loginId: string, to: 'admin' | 'superAdmin' | 'none'): { loginId: string; setAsAdmin: boolean; isSuperAdmin: boolean } {
  return { loginId, setAsAdmin: to !== 'none', isSuperAdmin: to === 'superAdmin' };
}
