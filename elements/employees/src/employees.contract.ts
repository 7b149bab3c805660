import { cssPropertiesOf, z } from '@curbside/ui';
import type { ContractProps, ElementContract, EventDetails } from '@curbside/ui';

const EMPLOYEES_TABS = ['employees', 'blocked', 'requests'] as const;

/**
 * Manage employees at /manage-employees (spec 001 §7 Admin; 000 §2 Manage employees, New
 * employee, Manage account for another employee; 000 §5, §6, §8): the firm's employees in a
 * table with filter chips, paging, role and status badges and the company-records feed status;
 * 'New employee' (the contact form of `<curb-account mode="new-employee">`) where the firm allows
 * adding users manually; an employee's Manage account dialog (`<curb-account user-id>`); delete
 * (not for feed employees); blocked users and the firm's blocked-users message; book-on-behalf
 * requests awaiting approval, approved several at once. For the firm's admins and super admins.
 */
export const employeesContract = {
  tag: 'curb-employees',
  version: '0.1.0',
  summary: "Manage employees (admin): employees table with filters and paging, new employee, manage account, delete, blocked users and their message, book-on-behalf approvals.",
  attributes: {
    tab: {
      prop: 'tab',
      type: 'string',
      default: 'employees',
      values: EMPLOYEES_TABS,
      description: "The tab shown first: 'employees', 'blocked' (blocked users and the firm's message) or 'requests' (book-on-behalf requests awaiting approval).",
    },
  },
  events: {
    'curb-employee-added': {
      detail: z.object({ userId: z.number().int() }),
      description: "An admin added an employee through the 'New employee' form (POST /admin/users).",
    },
    'curb-employee-deleted': {
      detail: z.object({ userId: z.number().int() }),
      description: 'An admin deleted an employee (after the confirmation) and the server accepted it.',
    },
    'curb-employee-blocked': {
      detail: z.object({ userId: z.number().int(), blocked: z.boolean() }),
      description: 'An admin blocked (blocked: true) or unblocked an employee.',
    },
    'curb-requests-approved': {
      detail: z.object({ bookerPermissionIds: z.array(z.number().int()) }),
      description: 'An admin approved book-on-behalf requests (one or several at once).',
    },
  },
  cssParts: {
    tabs: 'The Employees / Blocked users / Book on behalf requests tab group.',
    filters: 'The filter chips above the employees table.',
    table: 'The employees table.',
    status: 'Each status badge.',
    feed: 'The company-records feed status.',
    blocked: 'The blocked users list.',
    requests: 'The book-on-behalf requests table.',
  },
  cssProperties: cssPropertiesOf('employees', {
    'max-height': { default: 'none', description: 'Height limit of the employees table (a CSS length).' },
  }),
} as const satisfies ElementContract;

/** The tabs of the element, as the `tab` attribute names them. */
export type EmployeesTab = (typeof EMPLOYEES_TABS)[number];
/** `event.detail` of each event curb-employees fires. */
export type EmployeesEvents = EventDetails<typeof employeesContract>;
/** The props curb-employees' component receives. */
export type EmployeesProps = ContractProps<typeof employeesContract>;
