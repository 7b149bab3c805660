import { z } from 'zod';
import { endpointGroup, pagingQuery, positiveId, route } from '../endpoint.ts';
import { PermissionStatusSchema } from '../entities/enums.ts';
import { BookerPermissionListSchema, BookerPermissionSchema } from '../entities/permission.ts';

// spec 000 §7 Permissions (booker permissions, book on behalf)
export const permissionEndpoints = endpointGroup('permissions', {
  list: route('GET /users/:id/booker/permissions', {
    summary: "One page of a user's authorized bookers (page size 10, Load More)",
    query: pagingQuery.extend({
      status: PermissionStatusSchema.optional(),
      userId: positiveId.optional(),
    }),
    response: BookerPermissionListSchema,
  }),
  employeePermissions: route('GET /users/:id/permissions', {
    summary: 'Employees the user may book on behalf of', response: z.array(BookerPermissionSchema),
  }),
  update: route('POST /users/permissions/:id', {
    summary: 'Enable booking (Accepted) or Remove (Deleted) a permission (id = bookerPermissionId)',
    body: z.object({ status: z.enum(['Accepted', 'Deleted']) }), response: BookerPermissionSchema,
  }),
  request: route('POST /users/permissions', {
    summary: 'Book on behalf request: ask an employee for approval',
    body: z.object({ loginId: z.string().min(1), userId: z.number().int().positive() }), response: BookerPermissionSchema,
  }),
  resend: route('POST /users/:id/permissions/request', {
    summary: 'Resend a request that is not accepted (id = bookerPermissionId)',
  }),
  adminGrant: route('POST /admin/bookerPermission', {
    access: 'admin', summary: 'Admin grants a booker permission (Add)',
    body: z.object({ bookerUserId: z.number().int().positive(), userId: z.number().int().positive() }),
    response: BookerPermissionSchema,
  }),
  bookOnBehalfRequests: route('GET /admin/bookOnBehalfRequests', {
    access: 'admin', summary: 'Requests waiting for approval', response: z.array(BookerPermissionSchema),
  }),
  approveBookOnBehalfRequests: route('POST /admin/bookOnBehalfRequests/approve', {
    access: 'admin', summary: 'Approve requests',
    body: z.object({ bookerPermissionIds: z.array(z.number().int().positive()).min(1) }),
  }),
});
