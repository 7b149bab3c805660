import { z } from 'zod';
import { endpointGroup, pagingQuery, positiveId, queryList, route } from '../endpoint.ts';
import {
  AdminUserPageSchema, AdminUserRowSchema, BlockedUserSchema, BlockUserRequestSchema, FeedStatusSchema, NewUserSchema,
} from '../entities/admin.ts';
import { UserRoleSchema } from '../entities/enums.ts';
import { boundedText } from '../text-limits.ts';

// spec 001 §7 Admin. The booker-permission rows of /admin live in permissions.ts.
export const adminEndpoints = endpointGroup('admin', {
  users: route('GET /admin/users', {
    access: 'admin', summary: 'Employees of the firm, filtered and paged',
    query: pagingQuery.extend({
      userId: positiveId.optional(),
      role: UserRoleSchema.optional(),
      email: z.string().optional(),
      countryCode: z.string().optional(),
      phone: z.string().optional(),
    }),
    response: AdminUserPageSchema,
  }),
  usersByIds: route('GET /admin/users/by-ids', {
    access: 'admin', summary: 'Employees by id (comma-joined userIds)', query: z.object({ userIds: queryList(positiveId) }),
    response: z.array(AdminUserRowSchema),
  }),
  feedStatus: route('GET /admin/users/feed/status', {
    access: 'admin', summary: 'Company-records sync status', response: FeedStatusSchema,
  }),
  addUser: route('POST /admin/users', {
    access: 'admin', summary: 'Add an employee (New employee form)',
    body: NewUserSchema, response: z.object({ userId: z.number().int() }),
  }),
  blockedUsersMessage: route('POST /admin/blockedUsersMessage', {
    access: 'admin', summary: 'Set the message shown for blocked users', body: z.object({ message: z.string() }),
  }),
  blockedUsers: route('GET /admin/blockedUsers', {
    access: 'admin', summary: 'Blocked users', response: z.array(BlockedUserSchema),
  }),
  blockUser: route('POST /admin/blockedUsers', {
    access: 'admin', summary: 'Block or unblock a user', body: BlockUserRequestSchema, response: BlockedUserSchema,
  }),
  reservationNotes: route('POST /admin/reservations/:id/notes', {
    access: 'admin', summary: 'Admin-only reservation notes', body: z.object({ notes: boundedText('note') }),
  }),
});
