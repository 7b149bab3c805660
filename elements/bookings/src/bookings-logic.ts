import {
  RESERVATION_STATUSES,
  type AddressStop, type BookingHistoryEntry, type CreditCardEntry, type FavoriteReservation, type ReservationDetails,
  type ReservationHistory, type ReservationRequest, type ReservationStatus, type ReservationSummary,
} from '@curbside/contracts';
import {
  BOOKING_HISTORY_ACTIONS, QUOTE_LABELS, bookingHistoryText, cardLabel, formatDate, formatMoney, formatTime, initialBookingStepperFields,
  isCancelableStatus, isCardExpired, isEditableStatus, isUpcoming, loadReservationIntoStepper, STATUS_SORT_ORDER, reservationStatusLabel, statusTone,
  toReservationRequest, vehicleTypeLabel, type BookingStepperFields, type StatusTone,
} from '@curbside/domain';
import type { RowMenuItem, SortValue } from '@curbside/ui';

// The pure part of curb-bookings (spec 001 §2 /manage-bookings, §4, §7): tabs, history filters
// as query parameters, the row view model and menu, booking history lines, live status updates
// of the cached lists, and the edit request that changes only the notes.

// ---- tabs ----

export const BOOKINGS_TABS = [
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'history', label: 'History' },
  { id: 'favorites', label: 'Favorites' },
] as const;
export type BookingsTab = (typeof BOOKINGS_TABS)[number]['id'];

export function parseTab(value: unknown): BookingsTab | null {
  return BOOKINGS_TABS.some((tab) => tab.id === value) ? (value as BookingsTab) : null;
}

// ---- texts (the spec gives none for these; short and clear) ----

export const BOOKINGS_TEXT = {
  emptyUpcoming: 'No upcoming bookings',
  emptyHistory: 'No bookings found',
  emptyFavorites: 'No favorite bookings yet',
  cancelConfirm: 'Are you sure you want to cancel this booking?',
  cancelConfirmLabel: 'Cancel booking',
  cancelKeepLabel: 'Keep booking',
  canceled: 'Booking canceled',
  cardChanged: 'Credit card updated',
  notesSaved: 'Notes saved',
  adminNotesSaved: 'Admin notes saved',
  favoriteSaved: 'Added to favorites',
  favoriteRemoved: 'Removed from favorites',
  noCards: 'No credit cards on file for this employee',
  cardExpired: 'This credit card has expired',
} as const;

// ---- history filters (001 §7 GET /reservations/history) ----

export const HISTORY_PAGE_SIZE = 20;

export interface HistoryFilters {
  passengerName: string;
  rideDateFrom: string;
  rideDateTo: string;
  bookingDateFrom: string;
  bookingDateTo: string;
  statuses: ReservationStatus[];
  confirmationNumber: string;
  bookingId: string;
  carProviderCode: string;
  countryCode: string;
}

export const EMPTY_HISTORY_FILTERS: HistoryFilters = {
  passengerName: '',
  rideDateFrom: '',
  rideDateTo: '',
  bookingDateFrom: '',
  bookingDateTo: '',
  statuses: [],
  confirmationNumber: '',
  bookingId: '',
  carProviderCode: '',
  countryCode: '',
};

/** Statuses a finished booking can have: what the history's status filter offers first. */
export const HISTORY_STATUS_OPTIONS: readonly ReservationStatus[] = ['Completed', 'Canceled', 'Declined', 'Error'];
/** All statuses, for the filter (the finished ones first). */
export const ALL_STATUS_OPTIONS: readonly ReservationStatus[] = [
  ...HISTORY_STATUS_OPTIONS,
  ...RESERVATION_STATUSES.filter((status) => !HISTORY_STATUS_OPTIONS.includes(status)),
];

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function dateOnly(value: string): string | undefined {
  const text = value.trim();
  return DATE_ONLY.test(text) ? text : undefined;
}

/** A from/to pair with the ends in order (a user who picks them the wrong way round still gets the range). */
function dateRange(from: string, to: string): [string | undefined, string | undefined] {
  const a = dateOnly(from);
  const b = dateOnly(to);
  return a && b && a > b ? [b, a] : [a, b];
}

export type HistoryQuery = {
  offset: number;
  count: number;
  passengerName?: string;
  rideDateFrom?: string;
  rideDateTo?: string;
  bookingDateFrom?: string;
  bookingDateTo?: string;
  statuses?: ReservationStatus[];
  confirmationNumber?: string;
  bookingId?: string;
  carProviderCode?: string;
  countryCode?: string;
};

/** The query of GET /reservations/history: trimmed values, empty ones left out, date ranges in order. */
export function historyQuery(filters: HistoryFilters, offset: number, count: number): HistoryQuery {
  const query: HistoryQuery = { offset, count };
  const text = (value: string) => value.trim() || undefined;
  const [rideDateFrom, rideDateTo] = dateRange(filters.rideDateFrom, filters.rideDateTo);
  const [bookingDateFrom, bookingDateTo] = dateRange(filters.bookingDateFrom, filters.bookingDateTo);
  const entries: [keyof HistoryQuery, unknown][] = [
    ['passengerName', text(filters.passengerName)],
    ['rideDateFrom', rideDateFrom],
    ['rideDateTo', rideDateTo],
    ['bookingDateFrom', bookingDateFrom],
    ['bookingDateTo', bookingDateTo],
    ['statuses', filters.statuses.length ? [...filters.statuses] : undefined],
    ['confirmationNumber', text(filters.confirmationNumber)],
    ['bookingId', text(filters.bookingId)],
    ['carProviderCode', text(filters.carProviderCode)?.toUpperCase()],
    ['countryCode', text(filters.countryCode)?.toUpperCase()],
  ];
  for (const [key, value] of entries) if (value !== undefined) (query as Record<string, unknown>)[key] = value;
  return query;
}

/** How many filters are set (the 'Filters (n)' badge). */
export function activeFilterCount(filters: HistoryFilters): number {
  const q = historyQuery(filters, 0, 1);
  return Object.keys(q).filter((key) => key !== 'offset' && key !== 'count' && key !== 'rideDateTo' && key !== 'bookingDateTo').length
    + (q.rideDateTo && !q.rideDateFrom ? 1 : 0)
    + (q.bookingDateTo && !q.bookingDateFrom ? 1 : 0);
}

// ---- rows ----

export interface DisplaySettings {
  dateFormat: string | null | undefined;
  timeFormat: string | null | undefined;
}

/** A place's short label: its name or first address line, else the address. */
export function placeLabel(stop: AddressStop | null | undefined): string {
  const place = stop?.place;
  if (!place) return '';
  const main = place.iataCode && place.name ? `${place.name} (${place.iataCode})` : (place.displayName || place.name || place.address || '');
  return main.trim();
}

/** The place's second line (the full address when the label is a name). */
export function placeDetail(stop: AddressStop | null | undefined): string {
  const place = stop?.place;
  if (!place) return '';
  const label = placeLabel(stop);
  const detail = place.displayNameSecondary || place.address || '';
  return detail && detail !== label ? detail : '';
}



export interface ReservationRowView {
  id: number;
  number: string;
  confirmation: string;
  /** Pickup date and time in the user's formats ('ASAP' for an as-soon-as-possible ride). */
  date: string;
  time: string;
  /** The pickup time itself (ms since the epoch) for sorting: the shown date text does not sort ('05/06/2030' before '12/01/2029'). */
  pickupAt: number | null;
  timezone: string;
  pickup: string;
  dropoff: string;
  /** Short names for a favorite's default name: an airport's code, else the label. */
  pickupShort: string;
  dropoffShort: string;
  stops: number;
  passenger: string;
  morePassengers: number;
  provider: string;
  vehicle: string;
  status: ReservationStatus;
  statusLabel: string;
  tone: StatusTone;
  price: string;
  /** The price as a number for sorting (a range's low end; none without a quote): '$ 9.50' before '$ 10.00'. */
  priceAmount: number | null;
  type: ReservationSummary['reservationType'];
  typeLabel: string;
  upcoming: boolean;
  canEdit: boolean;
  canCancel: boolean;
  canChangeCard: boolean;
  canReturnTrip: boolean;
  canFollowUp: boolean;
  /** Name of the favorite when this booking is one. */
  favoriteName: string | null;
  /** Accessible name of the row ('R-301, 05/06/2030 9:05 AM'). */
  label: string;
}

export const TYPE_LABELS: Record<ReservationSummary['reservationType'], string> = {
  regular: 'Point to point',
  asDirected: 'As directed',
  timeJob: 'Hourly',
};

/** The currency symbol at the front of a formatted cost ('$ 42.00 (USD)' -> '$'). */
function symbolOf(formatted: string | null | undefined): string {
  const match = /^([^\d\s(.,-]+)\s*\d/.exec(formatted?.trim() ?? '');
  return match?.[1] ?? '';
}

/**
 * The price of a row: the formatted cost (001 §9 'symbol amount (CURRENCY)'); a range quote as
 * '$ 50.34 – 64.06 (USD)'; a taxi without a quote 'By the meter' (001 §8); else empty.
 */
export function priceText(service: ReservationSummary['chosenCarService']): string {
  if (!service) return '';
  const cost = service.userCost;
  const { minUserCost: min, maxUserCost: max } = service;
  if (service.userQuoteLevel === 'range' && min !== null && max !== null && min !== max) {
    const currency = (cost?.currency ?? 'USD').toUpperCase();
    const symbol = symbolOf(cost?.formattedCost);
    return `${symbol ? `${symbol} ` : ''}${min.toFixed(2)} – ${max.toFixed(2)} (${currency})`;
  }
  if (cost) return cost.formattedCost || formatMoney(cost.amount, cost.currency);
  return service.vehicleType === 'Taxi' ? QUOTE_LABELS.byTheMeter : '';
}

function timeValue(iso: string | null | undefined): number | null {
  const value = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(value) ? null : value;
}

function priceAmount(service: ReservationSummary['chosenCarService']): number | null {
  if (!service) return null;
  if (service.userQuoteLevel === 'range' && service.minUserCost !== null) return service.minUserCost;
  return service.userCost?.amount ?? null;
}

export function reservationRowView(
  reservation: ReservationSummary,
  settings: DisplaySettings,
  favoriteName: string | null = null,
): ReservationRowView {
  const status = reservation.reservationStatus;
  const upcoming = isUpcoming(reservation);
  const main = reservation.passengers.find((p) => p.mainPassenger) ?? reservation.passengers[0];
  const date = formatDate(reservation.pickupTime, settings.dateFormat);
  const time = formatTime(reservation.pickupTime, settings.timeFormat);
  const hasDropoff = reservation.dropoff?.place != null;
  return {
    id: reservation.reservationId,
    number: reservation.reservationNumber,
    confirmation: reservation.confirmationNumber ?? '',
    date,
    time,
    pickupAt: timeValue(reservation.pickupTime),
    timezone: reservation.pickup.place?.timezoneAbbreviation ?? '',
    pickup: placeLabel(reservation.pickup),
    dropoff: hasDropoff ? placeLabel(reservation.dropoff) : '',
    pickupShort: reservation.pickup.place?.iataCode || placeLabel(reservation.pickup),
    dropoffShort: hasDropoff ? (reservation.dropoff?.place?.iataCode || placeLabel(reservation.dropoff)) : '',
    stops: reservation.stops.length,
    passenger: main?.fullName ?? '',
    morePassengers: Math.max(0, reservation.passengers.length - 1),
    provider: reservation.carProvider?.name ?? reservation.chosenCarService?.name ?? '',
    vehicle: vehicleTypeLabel(reservation.chosenCarService?.vehicleType),
    status,
    statusLabel: reservationStatusLabel(status),
    tone: statusTone(status),
    price: priceText(reservation.chosenCarService),
    priceAmount: priceAmount(reservation.chosenCarService),
    type: reservation.reservationType,
    typeLabel: TYPE_LABELS[reservation.reservationType],
    upcoming,
    canEdit: isEditableStatus(status),
    canCancel: isCancelableStatus(status),
    canChangeCard: upcoming,
    canReturnTrip: reservation.reservationType === 'regular' && hasDropoff,
    canFollowUp: hasDropoff,
    favoriteName,
    label: [reservation.reservationNumber, date, time].filter(Boolean).join(', '),
  };
}

/** 001 §4's status order (in progress first), the others after it. */
function statusRank(row: ReservationRowView): number {
  const rank = STATUS_SORT_ORDER.indexOf(row.status);
  return rank < 0 ? STATUS_SORT_ORDER.length : rank;
}

/** What each sortable column of the bookings table sorts by: the real values, never the shown text. */
export const BOOKING_SORT_VALUES = {
  booking: (row) => row.number,
  pickup: (row) => row.pickupAt,
  passenger: (row) => row.passenger,
  car: (row) => row.provider,
  status: statusRank,
  price: (row) => row.priceAmount,
} as const satisfies Record<string, (row: ReservationRowView) => SortValue>;

export type RowAction =
  | 'details' | 'edit' | 'duplicate' | 'returnTrip' | 'followUp' | 'changeCard' | 'notes' | 'favorite' | 'unfavorite' | 'cancel';

type MenuRow = Pick<ReservationRowView, 'canEdit' | 'canCancel' | 'canChangeCard' | 'canReturnTrip' | 'canFollowUp' | 'favoriteName'>;

/** The row menu in its order: each entry, the rows it shows on (every row when no rule), and where a group starts. */
const MENU: readonly (RowMenuItem<RowAction> & { shownOn?: (row: MenuRow) => boolean })[] = [
  { action: 'details', label: 'Details', icon: 'card-text' },
  { action: 'edit', label: 'Edit', icon: 'pencil', shownOn: (row) => row.canEdit },
  { action: 'duplicate', label: 'Duplicate', icon: 'copy', startsGroup: true },
  { action: 'returnTrip', label: 'Return trip', icon: 'arrow-left-right', shownOn: (row) => row.canReturnTrip },
  { action: 'followUp', label: 'Follow-up', icon: 'signpost-split', shownOn: (row) => row.canFollowUp },
  { action: 'changeCard', label: 'Change card', icon: 'credit-card', startsGroup: true, shownOn: (row) => row.canChangeCard },
  { action: 'notes', label: 'Notes', icon: 'journal-text' },
  { action: 'favorite', label: 'Add to favorites', icon: 'star', shownOn: (row) => row.favoriteName === null },
  { action: 'unfavorite', label: 'Remove from favorites', icon: 'star-fill', shownOn: (row) => row.favoriteName !== null },
  { action: 'cancel', label: 'Cancel booking', icon: 'x-circle', danger: true, startsGroup: true, shownOn: (row) => row.canCancel },
];

/** The row menu: what can be done with this booking in its status. */
export function rowMenu(row: MenuRow): RowMenuItem<RowAction>[] {
  return MENU.filter((entry) => entry.shownOn?.(row) ?? true).map(({ shownOn: _rule, ...item }) => item);
}

// ---- booking history (001 §4 wording) ----

/**
 * One line of the booking history: 'Ava Employee created this booking', 'status update: driver
 * assigned', 'Ben Booker updated the credit card', 'payment: Failed'.
 */
export function historyLine(entry: Pick<BookingHistoryEntry, 'action' | 'description' | 'byUser'>): string {
  const text = bookingHistoryText(entry);
  if (entry.action === 'STATUS_UPDATE') return `${BOOKING_HISTORY_ACTIONS.STATUS_UPDATE}: ${text}`;
  const who = entry.byUser?.trim();
  if (who && entry.action !== 'PAYMENT') return `${who} ${text}`;
  return text;
}

// ---- cards ----

export interface CardOption {
  id: number;
  label: string;
  expired: boolean;
  isDefault: boolean;
}

/** The user's cards for 'Change card': usable ones first, expired ones marked (and refused). */
export function cardOptions(cards: readonly CreditCardEntry[], now: Date): CardOption[] {
  return cards
    .map((entry) => ({
      id: entry.card.creditCardId,
      label: cardLabel(entry.card),
      expired: isCardExpired(entry.card.expDate, now),
      isDefault: entry.isDefault,
    }))
    .sort((a, b) => Number(a.expired) - Number(b.expired) || Number(b.isDefault) - Number(a.isDefault));
}

// ---- live status (001 §4 Event stream; the server's 'reservation-status' event) ----

export interface StatusEvent {
  reservationId: number;
  reservationStatus: ReservationStatus;
  updated: string | null;
  /** Issue 12: what happened besides the status, in words (re-booked with another car provider). */
  message?: string | null;
}

function isStatus(value: unknown): value is ReservationStatus {
  return typeof value === 'string' && (RESERVATION_STATUSES as readonly string[]).includes(value);
}

export function parseStatusEvent(data: unknown): StatusEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const id = Number(record.reservationId);
  const status = record.reservationStatus ?? record.status;
  if (!Number.isInteger(id) || !isStatus(status)) return null;
  return {
    reservationId: id, reservationStatus: status, updated: typeof record.updated === 'string' ? record.updated : null,
    ...(typeof record.message === 'string' ? { message: record.message } : {}),
  };
}

type WithStatus = Pick<ReservationSummary, 'reservationId' | 'reservationStatus' | 'reservationStatusObject'>;

export function withStatus<T extends WithStatus>(reservation: T, event: StatusEvent): T {
  if (reservation.reservationId !== event.reservationId || reservation.reservationStatus === event.reservationStatus) return reservation;
  return {
    ...reservation,
    reservationStatus: event.reservationStatus,
    reservationStatusObject: {
      status: event.reservationStatus,
      created: event.updated ?? reservation.reservationStatusObject?.created ?? new Date().toISOString(),
    },
  };
}

/** The upcoming list with the event applied in place; undefined when the reservation is not in it. */
/**
 * Whether an event tells of more than a status the list already shows: a booking it does not
 * hold, or an event whose status it already has (an edit, which sends the booking's status
 * unchanged). Then the list is fetched again; a plain status change is applied in place.
 */
export function eventNeedsRefetch(list: readonly ReservationSummary[] | undefined, event: StatusEvent): boolean {
  if (!list) return false;
  const held = list.find((r) => r.reservationId === event.reservationId);
  // An event with a message changed more than the status (issue 12: another car provider).
  return !held || held.reservationStatus === event.reservationStatus || Boolean(event.message);
}

export function upcomingWithStatus(list: readonly ReservationSummary[] | undefined, event: StatusEvent): ReservationSummary[] | undefined {
  if (!list || !list.some((r) => r.reservationId === event.reservationId)) return undefined;
  return list.map((r) => withStatus(r, event));
}

export function historyWithStatus(page: ReservationHistory | undefined, event: StatusEvent): ReservationHistory | undefined {
  if (!page) return page;
  return page.data.some((r) => r.reservationId === event.reservationId) ? { ...page, data: page.data.map((r) => withStatus(r, event)) } : page;
}

export function favoritesWithStatus(list: FavoriteReservation[] | undefined, event: StatusEvent): FavoriteReservation[] | undefined {
  if (!list) return list;
  return list.some((f) => f.reservation?.reservationId === event.reservationId)
    ? list.map((f) => (f.reservation ? { ...f, reservation: withStatus(f.reservation, event) } : f))
    : list;
}

export function detailsWithStatus(details: ReservationDetails | undefined, event: StatusEvent): ReservationDetails | undefined {
  if (!details) return details;
  const next = withStatus(details, event);
  if (next === details) return details;
  return {
    ...next,
    activities: [...details.activities, { action: 'STATUS_UPDATE', description: event.reservationStatus, date: event.updated, byUser: null }],
    reservationState: details.reservationState ? { ...details.reservationState, reservationStatus: event.reservationStatus } : null,
  };
}

// ---- notes ----

/**
 * The edit request that changes only the notes of a reservation (POST /reservations/{id}): the
 * reservation as loaded into a stepper (001 §4), with the new notes.
 */
export function notesEditRequest(details: ReservationDetails, notes: string): ReservationRequest {
  const fields: BookingStepperFields = {
    ...initialBookingStepperFields(),
    ...loadReservationIntoStepper(details),
    action: 'RESERVATION_NOTES',
  };
  return {
    ...toReservationRequest({ ...fields, reservationNotes: notes.trim() || null }),
    reservationId: details.reservationId,
    actionOriginDetails: { action: 'RESERVATION_NOTES', origin: 'FROM_MANAGE_BOOKINGS' },
  };
}

/** The name a new favorite gets unless the user types another: 'Office → Airport'. */
export function defaultFavoriteName(row: Pick<ReservationRowView, 'pickupShort' | 'dropoffShort'>): string {
  return [row.pickupShort, row.dropoffShort].filter(Boolean).join(' → ').slice(0, 80);
}
