export { bookingsContract, type BookingsEvents, type BookingsProps } from './bookings.contract.ts';
export type { CurbBookings } from './bookings.element.ts';
export {
  ALL_STATUS_OPTIONS, BOOKINGS_TABS, BOOKINGS_TEXT, EMPTY_HISTORY_FILTERS, HISTORY_PAGE_SIZE, activeFilterCount, cardOptions,
  historyLine, historyQuery, parseStatusEvent, parseTab, reservationRowView, rowMenu,
  type BookingsTab, type HistoryFilters, type ReservationRowView, type RowAction, type StatusEvent,
} from './bookings-logic.ts';
