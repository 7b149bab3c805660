import { z } from 'zod';
import { pageOf } from '../endpoint.ts';
import { boundedText } from '../text-limits.ts';
import { fields } from '../fields.ts';
import { UserRoleSchema } from './enums.ts';
import { UserRefSchema } from './reservation.ts';
import { ContactInfoSchema, UserSchema } from './user.ts';

// spec 001 §7 Admin and Superadmin. Shapes other than Tag are not shown in the spec: designed.

/** A row of GET /admin/users (manage employees). */
export const AdminUserRowSchema = UserSchema.pick({
  userId: true, loginId: true, firstName: true, lastName: true, employeeId: true, countryCode: true, userRole: true,
  userType: true, isPending: true, source: true,
}).extend({
  fullName: z.string(),
  ...fields(['email', 'mobilePhone', 'workPhone'], z.string().nullable()),
  isBlocked: z.boolean(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const AdminUserPageSchema = pageOf('users', AdminUserRowSchema);
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

/** GET /admin/users/feed/status: the company-records sync. */
export const FeedStatusSchema = z.object({
  status: z.enum(['Idle', 'Running', 'Succeeded', 'Failed']),
  lastSyncAt: z.string().nullable(),
  usersImported: z.number().int().min(0).nullable(),
  message: z.string().nullable(),
});
export type FeedStatus = z.infer<typeof FeedStatusSchema>;

/** POST /admin/users {userData}: the New employee form (000 §2). */
export const NewUserSchema = z.object({
  userData: z.object({
    contactInformation: ContactInfoSchema,
    userRole: UserRoleSchema.optional(),
  }),
});
export type NewUser = z.infer<typeof NewUserSchema>;

/** A user as the admin lists show one: id, name and email. */
const ListedUserSchema = UserRefSchema.extend({ email: z.string().nullable() });

/** A blocked user (GET /admin/blockedUsers); blocked users cannot be authorizing employees. */
export const BlockedUserSchema = ListedUserSchema.extend({
  blockedUserId: z.number().int(),
  reason: z.string().nullable(),
  active: z.boolean(),
  blockedAt: z.string().nullable(),
});
export type BlockedUser = z.infer<typeof BlockedUserSchema>;

/** POST /admin/blockedUsers {blockedUser}: block (active true) or unblock (false). */
export const BlockUserRequestSchema = z.object({
  blockedUser: BlockedUserSchema.pick({ userId: true, active: true }).extend({ reason: z.string().nullish() }),
});

/** Tag (001 §7): system tags cannot be edited. */
export const TagSchema = z.object({
  tagId: z.number().int(),
  tagName: z.string().min(1),
  tagDescription: z.string().nullable(),
  isSystem: z.boolean(),
});
export type Tag = z.infer<typeof TagSchema>;
export const TagInputSchema = z.object({ tagName: boundedText('name'), tagDescription: boundedText('message').nullable() });
export type TagInput = z.infer<typeof TagInputSchema>;

/** A user holding a tag (GET /superadmin/tags/{id}/users). */
export const UserTagSchema = ListedUserSchema.extend({
  userTagId: z.number().int(),
  tagId: z.number().int(),
});
export type UserTag = z.infer<typeof UserTagSchema>;

export const UserTagPageSchema = pageOf('users', UserTagSchema);

/** An admin of the firm (GET /superadmin/admins). */
export const AdminSchema = ListedUserSchema.extend({
  ...UserSchema.pick({ loginId: true, firmCode: true }).shape,
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
});
export type Admin = z.infer<typeof AdminSchema>;

/** POST /superadmin/permissions payload (001 §7). */
export const AdminPermissionRequestSchema = z.object({
  loginId: z.string().min(1),
  setAsAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
});

/** POST /superadmin/documents/broadcastNotes payload: an HTML note shown to every user. */
export const BroadcastNoteSchema = z.object({
  document: boundedText('richText').min(1),
  active: z.boolean(),
});
export type BroadcastNote = z.infer<typeof BroadcastNoteSchema>;
