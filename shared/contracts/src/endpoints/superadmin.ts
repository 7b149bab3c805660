import { z } from 'zod';
import { endpointGroup, pagingQuery, route } from '../endpoint.ts';
import {
  AdminPermissionRequestSchema, AdminSchema, BroadcastNoteSchema, TagInputSchema, TagSchema, UserTagPageSchema,
  UserTagSchema,
} from '../entities/admin.ts';
import { BookingAccountSchema, CarLinePayloadSchema } from '../entities/carline.ts';
import { FirmMarginsSchema } from '../entities/firm.ts';

// spec 001 §7 Superadmin. Firm credit cards (/superadmin/creditCards/*) live in creditCards.ts.
export const superadminEndpoints = endpointGroup('superadmin', {
  bookingAccounts: route('GET /superadmin/bookingAccounts', {
    access: 'superadmin', summary: 'Booking accounts for car lines', response: z.array(BookingAccountSchema),
  }),
  carlines: route('GET /superadmin/carlines', {
    access: 'superadmin', summary: 'Active car lines of the firm', response: z.array(CarLinePayloadSchema),
  }),
  createCarline: route('POST /superadmin/carlines', {
    access: 'superadmin', summary: 'Create a car line with its region (designed: carlines creates, carline updates)',
    body: CarLinePayloadSchema, response: CarLinePayloadSchema,
  }),
  updateCarline: route('POST /superadmin/carline', {
    access: 'superadmin', summary: 'Update one car line (by carlineDetails.carlineDetailsId)', body: CarLinePayloadSchema, response: CarLinePayloadSchema,
  }),
  deactivateCarline: route('POST /superadmin/carlines/deactivate', {
    access: 'superadmin', summary: 'Switch off the car line of a booking account', body: z.object({ bookingAccountId: z.number().int().positive() }),
  }),
  tags: route('GET /superadmin/tags', { access: 'superadmin', summary: 'User tags', response: z.array(TagSchema) }),
  createTag: route('POST /superadmin/tags', {
    access: 'superadmin', summary: 'Add a tag', body: TagInputSchema, response: TagSchema,
  }),
  updateTag: route('POST /superadmin/tags/:id', {
    access: 'superadmin', summary: 'Edit a tag (system tags cannot be edited)', body: TagInputSchema, response: TagSchema,
  }),
  deleteTag: route('POST /superadmin/tags/:id/delete', { access: 'superadmin', summary: 'Delete a tag' }),
  tagUsers: route('GET /superadmin/tags/:id/users', {
    access: 'superadmin', summary: 'Users holding a tag',
    query: pagingQuery.extend({
      userName: z.string().optional(),
    }),
    response: UserTagPageSchema,
  }),
  addUserTag: route('POST /superadmin/tags/:id/userTags', {
    access: 'superadmin', summary: 'Tag a user', body: z.object({ userId: z.number().int().positive() }), response: UserTagSchema,
  }),
  deleteUserTag: route('POST /superadmin/tags/userTags/:id/delete', {
    access: 'superadmin', summary: 'Untag a user (id = userTagId)',
  }),
  broadcastNote: route('POST /superadmin/documents/broadcastNotes', {
    access: 'superadmin', summary: 'Publish a broadcast note', body: BroadcastNoteSchema,
    // Rich text up to TEXT_LIMITS.richText characters, escaped in JSON.
    maxBodyBytes: 256 * 1024,
  }),
  deactivateBroadcastNote: route('POST /superadmin/documents/broadcastNotes/deactivete', {
    // 'deactivete' is spelled so in the spec (001 §7).
    access: 'superadmin', summary: 'Withdraw the broadcast note',
  }),
  admins: route('GET /superadmin/admins', {
    access: 'superadmin', summary: 'Admins of the firm', response: z.array(AdminSchema),
  }),
  setAdmin: route('POST /superadmin/permissions', {
    access: 'superadmin', summary: 'Make a user admin or super admin', body: AdminPermissionRequestSchema,
  }),
  firmMargins: route('POST /superadmin/firmPreferences/margins', {
    // Designed (issue 12): the firm's sustainable-suggestion and re-quote margins, in percent.
    access: 'superadmin', summary: "Set the firm's booking margins", body: FirmMarginsSchema, response: FirmMarginsSchema,
  }),
  concurSignupCode: route('POST /superadmin/concur/signup/code', {
    access: 'superadmin', summary: 'New expense-system signup code', response: z.object({ signupCode: z.string() }),
  }),
});
