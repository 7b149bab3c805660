import { cssPropertiesOf, z } from '@curbside/ui';
import type { ContractProps, ElementContract, EventDetails } from '@curbside/ui';

/**
 * Receipts at /receipts (spec 001 §2, §7, §9): search the receipts of the user's own rides (the
 * firm's for an admin or reporter) by a quick date range or dates, passenger, and a confirmation,
 * receipt, reservation or voucher number; a list with date, route, passenger, fare and status;
 * each receipt opens as a PDF in a viewer or downloads. Kept alive by the portal (001 §2), so a
 * search stays as it was when the user comes back. Not for marshals or SG1 firms (000 §2).
 */
export const receiptsContract = {
  tag: 'curb-receipts',
  version: '0.1.0',
  summary: "Search receipts by date range, passenger and number; list them with fare, route and status; open a receipt's PDF in a viewer or download it.",
  attributes: {
    range: {
      prop: 'range',
      type: 'string',
      values: ['currentWeek', 'lastWeek', 'currentMonth', 'lastMonth', 'last30Days', 'custom'],
      default: 'last30Days',
      description: "The quick date range the search starts with (001 §9); 'custom' starts from the last 30 days with the dates open to edit.",
    },
  },
  events: {
    'curb-receipt-opened': {
      detail: z.object({ invoiceNumber: z.string(), reservationNumber: z.string() }),
      description: "The user opened a receipt's PDF in the viewer.",
    },
    'curb-receipt-downloaded': {
      detail: z.object({ invoiceNumber: z.string(), fileName: z.string() }),
      description: "The user downloaded a receipt's PDF.",
    },
  },
  cssParts: {
    filters: 'The search form.',
    table: 'The receipts table.',
    status: 'Each status badge.',
    viewer: 'The PDF viewer dialog.',
  },
  cssProperties: cssPropertiesOf('receipts', { 'viewer-height': { default: '70vh', description: "Height of the receipt's PDF in the viewer." } }),
} as const satisfies ElementContract;

/** `event.detail` of each event curb-receipts fires. */
export type ReceiptsEvents = EventDetails<typeof receiptsContract>;
/** The props curb-receipts' component receives. */
export type ReceiptsProps = ContractProps<typeof receiptsContract>;
