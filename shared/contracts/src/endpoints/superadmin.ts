import { z } from 'zod';
import { endpoint, pagingQuery } from '../endpoint.ts';
import {
  AdminPermissionRequestSchema, AdminSchema, BroadcastNoteSchema, TagInputSchema, TagSchema, UserTagPageSchema,
  UserTagSchema,
} from '../entities/admin.ts';
import { BookingAccountSchema, CarLinePayloadSchema } from '../entities/carline.ts';

// spec 001 §7 Superadmin. Firm credit cards (/superadmin/creditCards/*) live in creditCards.ts.
export const superadminEndpoints = {
  bookingAccounts: endpoint({
    method: 'GET', path: '/superadmin/bookingAccounts', access: 'superadmin', summary: 'Booking accounts for car lines',
    response: z.array(BookingAccountSchema),
  }),
  carlines: endpoint({
    method: 'GET', path: '/superadmin/carlines', access: 'superadmin', summary: 'Car lines of the firm',
    response: z.array(CarLinePayloadSchema),
  }),
  createCarline: endpoint({
    method: 'POST', path: '/superadmin/carlines', access: 'superadmin',
    summary: 'Create a car line with its region (designed: carlines creates, carline updates)',
    body: CarLinePayloadSchema, response: CarLinePayloadSchema,
  }),
  updateCarline: endpoint({
    method: 'POST', path: '/superadmin/carline', access: 'superadmin', summary: 'Update one car line',
    body: CarLinePayloadSchema, response: CarLinePayloadSchema,
  }),
  deactivateCarline: endpoint({
    method: 'POST', path: '/superadmin/carlines/deactivate', access: 'superadmin', summary: 'Switch a car line off',
    body: z.object({ bookingAccountId: z.number().int().positive() }),
  }),
  tags: endpoint({
    method: 'GET', path: '/superadmin/tags', access: 'superadmin', summary: 'User tags', response: z.array(TagSchema),
  }),
  createTag: endpoint({
    method: 'POST', path: '/superadmin/tags', access: 'superadmin', summary: 'Add a tag', body: TagInputSchema, response: TagSchema,
  }),
  updateTag: endpoint({
    method: 'POST', path: '/superadmin/tags/:id', access: 'superadmin',
    summary: 'Edit a tag (system tags cannot be edited)', body: TagInputSchema, response: TagSchema,
  }),
  deleteTag: endpoint({
    method: 'POST', path: '/superadmin/tags/:id/delete', access: 'superadmin', summary: 'Delete a tag',
  }),
  tagUsers: endpoint({
    method: 'GET', path: '/superadmin/tags/:id/users', access: 'superadmin', summary: 'Users holding a tag',
    query: pagingQuery.extend({
      userName: z.string().optional(),
    }),
    response: UserTagPageSchema,
  }),
  addUserTag: endpoint({
    method: 'POST', path: '/superadmin/tags/:id/userTags', access: 'superadmin', summary: 'Tag a user',
    body: z.object({ userId: z.number().int().positive() }), response: UserTagSchema,
  }),
  deleteUserTag: endpoint({
    method: 'POST', path: '/superadmin/tags/userTags/:id/delete', access: 'superadmin',
    summary: 'Untag a user (id = userTagId)',
  }),
  broadcastNote: endpoint({
    method: 'POST', path: '/superadmin/documents/broadcastNotes', access: 'superadmin', summary: 'Publish a broadcast note',
    body: BroadcastNoteSchema,
  }),
  deactivateBroadcastNote: endpoint({
    // 'deactivete' is spelled so in the spec (001 §7).
    method: 'POST', path: '/superadmin/documents/broadcastNotes/deactivete', access: 'superadmin',
    summary: 'Withdraw the broadcast note',
  }),
  admins: endpoint({
    method: 'GET', path: '/superadmin/admins', access: 'superadmin', summary: 'Admins of the firm', response: z.array(AdminSchema),
  }),
  setAdmin: endpoint({
    method: 'POST', path: '/superadmin/permissions', access: 'superadmin', summary: 'Make a user admin or super admin',
    body: AdminPermissionRequestSchema,
  }),
  concurSignupCode: endpoint({
    method: 'POST', path: '/superadmin/concur/signup/code', access: 'superadmin', summary: 'New expense-system signup code',
    response: z.object({ signupCode: z.string() }),
  }),
};
