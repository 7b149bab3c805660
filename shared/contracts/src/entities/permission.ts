import { z } from 'zod';
import { pageOf } from '../endpoint.ts';
import { fields } from '../fields.ts';
import { PermissionStatusSchema } from './enums.ts';

/** Booker permission (000 §3): `user*` is the employee booked for, `booker*` who books. */
export const BookerPermissionSchema = z.object({
  bookerPermissionId: z.number().int(),
  userId: z.number().int(),
  userFullName: z.string(),
  ...fields(['userEmployeeId', 'userEmail', 'employeeFullName', 'bookerFullName', 'bookerEmail'], z.string().nullable()),
  status: PermissionStatusSchema,
  ...fields(['startDate', 'endDate', 'updated'], z.string().nullable()),
});
export type BookerPermission = z.infer<typeof BookerPermissionSchema>;

/** GET /users/{id}/booker/permissions answer (000 §3): one page and the total. */
export const BookerPermissionListSchema = pageOf('permissions', BookerPermissionSchema);
export type BookerPermissionList = z.infer<typeof BookerPermissionListSchema>;
