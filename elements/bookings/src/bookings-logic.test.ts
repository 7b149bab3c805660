import { describe, expect, it } from 'vitest';
import type { ReservationDetails, ReservationSummary } from '@curbside/contracts';
import {
  makeAddress, makeAirport, makeCardEntry, makeCarService, makeReservationDetails,
} from '../../../shared/domain/src/booking/test-fixtures.ts';
import {
  EMPTY_HISTORY_FILTERS, activeFilterCount, cardOptions, defaultFavoriteName, detailsWithStatus, favoritesWithStatus,
  historyLine, historyQuery, historyWithStatus, notesEditRequest, parseStatusEvent, parseTab,
  eventNeedsRefetch, reservationRowView, rowMenu, upcomingWithStatus, BOOKING_SORT_VALUES,
} from './bookings-logic.ts';
import { sortRows } from '../../../shared/ui/src/data-table/sorting.ts';
import { summaryOf } from './test-support/reservation-summary.ts';

const summary = (overrides: Partial<ReservationDetails> = {}): ReservationSummary => summaryOf(makeReservationDetails(overrides));

const US = { dateFormat: 'US', timeFormat: '12Hours' };

describe('tabs', () => {
  it('reads the three tabs and nothing else', () => {
    expect(parseTab('history')).toBe('history');
    expect(parseTab('favorites')).toBe('favorites');
    expect(parseTab('upcoming')).toBe('upcoming');
    expect(parseTab('')).toBeNull();
    expect(parseTab('History')).toBeNull();
  });
});

describe('historyQuery (001 §7 GET /reservations/history)', () => {
  it('sends only offset and count without filters', () => {
    expect(historyQuery(EMPTY_HISTORY_FILTERS, 0, 20)).toEqual({ offset: 0, count: 20 });
    expect(activeFilterCount(EMPTY_HISTORY_FILTERS)).toBe(0);
  });

  it('trims text, upper-cases codes, keeps statuses and drops the empty ones', () => {
    const query = historyQuery({
      ...EMPTY_HISTORY_FILTERS,
      passengerName: '  Ava ',
      confirmationNumber: ' CITY-1 ',
      bookingId: '   ',
      carProviderCode: 'city',
      countryCode: 'gb',
      statuses: ['Completed', 'Canceled'],
    }, 40, 20);
    expect(query).toEqual({
      offset: 40, count: 20, passengerName: 'Ava', confirmationNumber: 'CITY-1', carProviderCode: 'CITY', countryCode: 'GB',
      statuses: ['Completed', 'Canceled'],
    });
  });

  it('sends the date ranges in order and ignores malformed dates', () => {
    const query = historyQuery({
      ...EMPTY_HISTORY_FILTERS,
      rideDateFrom: '2025-03-10', rideDateTo: '2025-03-01',
      bookingDateFrom: 'yesterday', bookingDateTo: '2025-02-01',
    }, 0, 20);
    expect(query).toEqual({ offset: 0, count: 20, rideDateFrom: '2025-03-01', rideDateTo: '2025-03-10', bookingDateTo: '2025-02-01' });
  });

  it('counts a date range as one filter', () => {
    expect(activeFilterCount({ ...EMPTY_HISTORY_FILTERS, rideDateFrom: '2025-03-01', rideDateTo: '2025-03-10', passengerName: 'x' })).toBe(2);
    expect(activeFilterCount({ ...EMPTY_HISTORY_FILTERS, bookingDateTo: '2025-03-10' })).toBe(1);
  });
});

describe('reservationRowView', () => {
  it('shows the pickup in the user formats, the route, passenger, car, status label and price', () => {
    const row = reservationRowView(summary({
      reservationStatus: 'OnScene',
      dropoff: makeAddress({ stopType: 'dropoff' }, { displayName: 'Grand Hotel', address: '9 Hotel Rd' }),
    }), US);
    expect(row).toMatchObject({
      number: 'R-301', confirmation: 'C-301', date: '05/06/2030', time: '9:05 AM', pickup: '1 Main St', dropoff: 'Grand Hotel',
      passenger: 'Ann Lee', provider: 'City Cars', vehicle: 'Sedan', statusLabel: 'On scene', tone: 'progress', price: '$ 42.00 (USD)',
      label: 'R-301, 05/06/2030, 9:05 AM',
    });
    expect(reservationRowView(summary(), { dateFormat: 'GB', timeFormat: '24Hours' })).toMatchObject({ date: '06/05/2030', time: '09:05' });
    expect(reservationRowView(summary(), { dateFormat: 'ISO', timeFormat: '24Hours' }).date).toBe('2030-05-06');
  });

  it('labels In progress and On hold, and styles Error like Declined', () => {
    expect(reservationRowView(summary({ reservationStatus: 'InProgress' }), US).statusLabel).toBe('In progress');
    expect(reservationRowView(summary({ reservationStatus: 'OnHold' }), US).statusLabel).toBe('On hold');
    expect(reservationRowView(summary({ reservationStatus: 'Error' }), US).tone).toBe(reservationRowView(summary({ reservationStatus: 'Declined' }), US).tone);
  });

  it('names an airport with its code and leaves the price empty without a quote', () => {
    const row = reservationRowView(summary({
      pickup: { ...makeAirport('JFK'), place: { ...makeAirport('JFK').place, name: 'John F. Kennedy International' } },
      chosenCarService: makeCarService({ userCost: null }),
    }), US);
    expect(row.pickup).toBe('John F. Kennedy International (JFK)');
    expect(row.price).toBe('');
  });

  it('shows a range quote compactly and a taxi without a quote by the meter', () => {
    const range = makeCarService({ userQuoteLevel: 'range', minUserCost: 50.34, maxUserCost: 64.06, userCost: { amount: 57, currency: 'GBP', formattedCost: '£ 57.00 (GBP)' } });
    expect(reservationRowView(summary({ chosenCarService: range }), US).price).toBe('£ 50.34 – 64.06 (GBP)');
    expect(reservationRowView(summary({ chosenCarService: makeCarService({ vehicleType: 'Taxi', userCost: null }) }), US).price).toBe('By the meter');
  });
});

describe('sorting the bookings table (the real values, not the shown text)', () => {
  const priced = (id: number, amount: number) => summary({
    reservationId: id,
    chosenCarService: makeCarService({ userCost: { amount, currency: 'USD', formattedCost: `$ ${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })} (USD)` } }),
  });
  const at = (id: number, pickupTime: string) => summary({ reservationId: id, pickupTime });
  const sorted = (rows: ReservationSummary[], column: keyof typeof BOOKING_SORT_VALUES) =>
    sortRows(rows.map((r) => reservationRowView(r, US)), 'ascending', BOOKING_SORT_VALUES[column]).map((row) => row.id);

  it.each([
    { rule: 'price: $ 9.50 before $ 10.00 before $ 1,200.00 (as text "$ 1,200.00" comes first)', rows: [priced(1, 10), priced(3, 1200), priced(2, 9.5)], column: 'price' as const, order: [2, 1, 3] },
    {
      rule: "pickup: by time, though '12/01/2029' sorts after '05/06/2030' as text",
      rows: [at(1, '2030-05-06T09:05:00'), at(2, '2029-12-01T18:00:00'), at(3, '2030-05-06T08:30:00')],
      column: 'pickup' as const,
      order: [2, 3, 1],
    },
    { rule: 'pickup: 9:05 AM before 10:00 AM on one day', rows: [at(1, '2030-05-06T10:00:00'), at(2, '2030-05-06T09:05:00')], column: 'pickup' as const, order: [2, 1] },
  ])('$rule', ({ rows, column, order }) => {
    expect(sorted(rows, column)).toEqual(order);
  });

  it('keeps a booking without a price last and sorts a range by its low end', () => {
    const range = summary({ reservationId: 4, chosenCarService: makeCarService({ userQuoteLevel: 'range', minUserCost: 9, maxUserCost: 30 }) });
    const none = summary({ reservationId: 5, chosenCarService: makeCarService({ userCost: null }) });
    expect(sorted([none, priced(1, 10), range], 'price')).toEqual([4, 1, 5]);
  });
});

describe('rowMenu', () => {
  const labels = (overrides: Partial<ReservationDetails>, favorite: string | null = null) =>
    rowMenu(reservationRowView(summary(overrides), US, favorite)).map((item) => item.label);

  it('gives an upcoming regular booking every action', () => {
    expect(labels({})).toEqual([
      'Details', 'Edit', 'Duplicate', 'Return trip', 'Follow-up', 'Change card', 'Notes', 'Add to favorites', 'Cancel booking',
    ]);
  });

  it('offers no return trip for other types, and no edit, card change or cancel once finished', () => {
    expect(labels({ reservationType: 'asDirected', dropoff: null })).not.toContain('Return trip');
    expect(labels({ reservationType: 'timeJob' })).not.toContain('Return trip');
    expect(labels({ reservationStatus: 'Completed' })).toEqual(['Details', 'Duplicate', 'Return trip', 'Follow-up', 'Notes', 'Add to favorites']);
    expect(labels({ reservationStatus: 'InProgress' })).not.toContain('Cancel booking');
    expect(labels({ reservationStatus: 'Dispatched' })).toContain('Cancel booking');
    expect(labels({ reservationStatus: 'Dispatched' })).not.toContain('Edit');
  });

  it('removes a favorite instead of adding it', () => {
    expect(labels({}, 'Office run')).toContain('Remove from favorites');
    expect(labels({}, 'Office run')).not.toContain('Add to favorites');
  });
});

describe('historyLine (001 §4 booking history wording)', () => {
  it('names who did it', () => {
    expect(historyLine({ action: 'CREATED', description: 'R-1', byUser: 'Ava Employee' })).toBe('Ava Employee created this booking');
    expect(historyLine({ action: 'CREDIT_CARD_UPDATED', description: 'VISA ending 4242', byUser: 'Ben Booker' })).toBe('Ben Booker updated the credit card');
    expect(historyLine({ action: 'INDIRECTLY_CANCELED', description: 'R-2', byUser: null }))
      .toBe('indirectly canceled while updating (a new booking created instead)');
  });

  it('words status updates and payments', () => {
    expect(historyLine({ action: 'STATUS_UPDATE', description: 'Assigned', byUser: null })).toBe('status update: driver assigned');
    expect(historyLine({ action: 'STATUS_UPDATE', description: 'OnScene', byUser: null })).toBe('status update: car has arrived at pickup point');
    expect(historyLine({ action: 'STATUS_UPDATE', description: 'Error', byUser: null })).toBe('status update: returned an unexpected error');
    expect(historyLine({ action: 'PAYMENT', description: 'Failed', byUser: 'Ava Employee' })).toBe('payment: Failed');
  });
});

describe('cardOptions', () => {
  it('marks expired cards and puts them last', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const options = cardOptions([
      makeCardEntry({ isDefault: false, card: { ...makeCardEntry().card, creditCardId: 1, last4: '1111', expDate: '2025-06-30' } }),
      makeCardEntry({ isDefault: true, card: { ...makeCardEntry().card, creditCardId: 2, last4: '2222', expDate: '2030-01-31' } }),
    ], now);
    expect(options.map((o) => [o.id, o.expired])).toEqual([[2, false], [1, true]]);
    expect(options[0]?.label).toBe('Visa •••• 2222');
  });
});

describe('live status (reservation-status events)', () => {
  const event = { reservationId: 301, reservationStatus: 'Dispatched' as const, updated: '2030-05-06T08:50:00Z' };

  it('parses the server event and refuses others', () => {
    expect(parseStatusEvent({ reservationId: 301, reservationNumber: 'R-301', reservationStatus: 'Dispatched', updated: '2030-05-06T08:50:00Z' })).toEqual(event);
    expect(parseStatusEvent({ reservationId: 301, status: 'OnScene' })).toEqual({ reservationId: 301, reservationStatus: 'OnScene', updated: null });
    expect(parseStatusEvent({ reservationId: 301, reservationStatus: 'DriverAssigned' })).toBeNull();
    expect(parseStatusEvent('ping')).toBeNull();
    expect(parseStatusEvent({ reservationId: 301, reservationStatus: 'New', message: 'Booking R-301: re-booked' })?.message).toBe('Booking R-301: re-booked');
  });

  it('updates the row in place and keeps the order', () => {
    const list = [summary({ reservationId: 300, reservationNumber: 'R-300' }), summary()];
    const next = upcomingWithStatus(list, event);
    expect(next?.map((r) => [r.reservationId, r.reservationStatus])).toEqual([[300, 'Accepted'], [301, 'Dispatched']]);
    expect(next?.[1]?.reservationStatusObject).toEqual({ status: 'Dispatched', created: '2030-05-06T08:50:00Z' });
    expect(next?.[0]).toBe(list[0]);
    expect(upcomingWithStatus([summary({ reservationId: 5 })], event)).toBeUndefined();
  });

  it('updates history pages, favorites and the open details (with a history row)', () => {
    const page = { data: [summary()], total: 1, hasMore: false };
    expect(historyWithStatus(page, event)?.data[0]?.reservationStatus).toBe('Dispatched');
    expect(historyWithStatus(page, { ...event, reservationId: 9 })).toBe(page);
    const favorites = [{ reservationId: 301, name: 'Office', active: true, reservation: summary() }];
    expect(favoritesWithStatus(favorites, event)?.[0]?.reservation?.reservationStatus).toBe('Dispatched');
    const details = detailsWithStatus(makeReservationDetails(), event);
    expect(details?.reservationStatus).toBe('Dispatched');
    expect(details?.activities.at(-1)).toMatchObject({ action: 'STATUS_UPDATE', description: 'Dispatched' });
  });
});

describe('notes and favorites', () => {
  it('builds the notes edit from the reservation with only the notes changed', () => {
    const details = makeReservationDetails({ dropoff: makeAddress({ stopType: 'dropoff' }, { address: '9 Hotel Rd' }) });
    const request = notesEditRequest(details, '  Ring the bell  ');
    expect(request.notes).toBe('Ring the bell');
    expect(request.reservationId).toBe(301);
    expect(request.dateTime).toBe('2030-05-06T09:05:00');
    expect(request.origin).toEqual(expect.objectContaining({ stopType: 'pickup' }));
    expect(request.bookingAccountServiceId).toBe(11);
  });

  it('names a favorite after its route', () => {
    expect(defaultFavoriteName({ pickupShort: 'Office', dropoffShort: 'JFK' })).toBe('Office → JFK');
    expect(defaultFavoriteName({ pickupShort: 'Office', dropoffShort: '' })).toBe('Office');
    const airport = reservationRowView(summary({ dropoff: makeAirport('JFK', { stopType: 'dropoff' }) }), US);
    expect(defaultFavoriteName(airport)).toBe('1 Main St → JFK');
  });
});

describe('eventNeedsRefetch', () => {
  const held = [{ reservationId: 1, reservationStatus: 'Accepted' }] as unknown as Parameters<typeof eventNeedsRefetch>[0];
  it.each([
    { event: { reservationId: 1, reservationStatus: 'Dispatched' }, refetch: false, why: 'a status change is applied in place' },
    { event: { reservationId: 1, reservationStatus: 'Accepted' }, refetch: true, why: 'the same status means something else changed (an edit)' },
    { event: { reservationId: 2, reservationStatus: 'Accepted' }, refetch: true, why: 'a booking the list does not hold yet' },
    { event: { reservationId: 1, reservationStatus: 'New', message: 'offered to GreenRide EV' }, refetch: true, why: 'an event with a message changed more than the status (another car provider)' },
  ])('$why', ({ event, refetch }) => {
    expect(eventNeedsRefetch(held, event as Parameters<typeof eventNeedsRefetch>[1])).toBe(refetch);
  });
});
