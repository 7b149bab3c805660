import { cssPropertiesOf, z } from '@curbside/ui';
import type { ContractProps, ElementContract, EventDetails } from '@curbside/ui';

/** The two parts of /manage-car-lines, in tab order. */
export const CAR_LINES_VIEWS = ['console', 'configuration'] as const;

/**
 * Car lines at /manage-car-lines (spec 001 §3, §4, §7 Marshals and Superadmin carlines; 000 §2, §6;
 * issue 16). The marshal console runs a lobby car line: its line operational today or not, riders
 * (employees or guests) put on a waiting roller, a new car or on hold, rollers ordered now or for
 * later, today's board live in the 001 §4 status order and the hourly rides chart. Super admins
 * configure the lines (region, schedule, accounts, places): the 001 §7 Superadmin calls.
 */
export const carLinesContract = {
  tag: 'curb-car-lines',
  version: '0.1.0',
  summary: "The marshal's car-line console (dispatch riders onto rollers or new cars, order rollers, today's live board, the hourly rides chart) and the car-line configuration of super admins.",
  attributes: {
    view: {
      prop: 'view',
      type: 'string',
      values: CAR_LINES_VIEWS,
      default: 'console',
      description: "The tab shown first to a user who may both run and configure car lines: 'console' or 'configuration'. Others see the one part they may use.",
    },
    'carline-id': {
      prop: 'carlineId',
      type: 'number',
      description: 'The car line (its carlineDetailsId) the console opens on; empty opens the first of the marshal\'s lines.',
    },
  },
  events: {
    'curb-car-line-rider-booked': {
      detail: z.object({
        carlineDetailsId: z.number().int(),
        reservationId: z.number().int(),
        reservationNumber: z.string(),
        isGuest: z.boolean(),
        onRoller: z.boolean(),
        onFallbackAccount: z.boolean(),
      }),
      description: 'The marshal booked a rider (an employee or a guest) at the line and the server accepted it: on a waiting roller, on a new car or on hold.',
    },
    'curb-car-line-rollers-requested': {
      detail: z.object({ carlineDetailsId: z.number().int(), howMany: z.number().int(), reservationIds: z.array(z.number().int()) }),
      description: 'The marshal ordered cars to wait at the line (rollers) and the server booked them.',
    },
  },
  cssParts: {
    tabs: "The Console and Configuration tabs (a user who may use both).",
    line: "The line's header: name, operational today, pickup and roller places, codes.",
    dispatch: 'The form that books a rider.',
    rollers: 'The rollers: the order form and the cars waiting.',
    board: "Today's board of the line's reservations.",
    chart: 'The hourly rides chart.',
  },
  cssProperties: cssPropertiesOf('car-lines', { 'max-width': { default: '90rem', description: 'The widest the console grows.' } }),
} as const satisfies ElementContract;

/** `event.detail` of each event curb-car-lines fires. */
export type CarLinesEvents = EventDetails<typeof carLinesContract>;
/** The props curb-car-lines' component receives. */
export type CarLinesProps = ContractProps<typeof carLinesContract>;
