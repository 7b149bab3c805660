import { z } from 'zod';
import { endpointGroup, pagingQuery, positiveId, queryList, route } from '../endpoint.ts';
import { ReservationStatusSchema } from '../entities/enums.ts';
import { BusQuoteAnswerSchema } from '../entities/event-booking.ts';
import {
  BusQuoteRequestSchema, CarServiceQuoteSchema, ChosenCarServiceSchema, FavoriteReservationSchema,
  PaymentOptionsSchema, ReservationDetailsSchema, ReservationHistorySchema, ReservationRequestSchema,
  ReservationResponseSchema, ReservationStateSchema, ReservationSummarySchema, ShouldCancelAndCreateSchema,
  ShowFollowUpSchema,
} from '../entities/reservation.ts';
import { boundedText } from '../text-limits.ts';

const withRequest = z.object({ reservationRequest: ReservationRequestSchema });

// spec 001 §7 Reservations. `:id` is numeric, so /reservations/history, /favorites, ...
// never match the `:id` rows (see `findEndpoint`).
export const reservationEndpoints = endpointGroup('reservations', {
  carServices: route('POST /reservations/car-services', {
    summary: 'Car services for the trip (step 3)', body: withRequest, response: z.array(ChosenCarServiceSchema),
  }),
  paymentOptions: route('POST /reservations/payment-options', {
    summary: 'How the trip may be paid', body: withRequest, response: PaymentOptionsSchema,
  }),
  quotes: route('POST /reservations/car-services/quotes', {
    summary: 'Prices of the listed car services',
    body: z.object({
      reservationRequest: ReservationRequestSchema,
      bookingAccountServiceIds: z.array(z.number().int()),
      quoteTraceIds: z.array(z.string()),
    }),
    response: z.array(CarServiceQuoteSchema),
  }),
  create: route('POST /reservations', {
    summary: 'Book', body: ReservationRequestSchema, response: ReservationResponseSchema, idempotent: true,
  }),
  edit: route('POST /reservations/:id', {
    summary: 'Edit a reservation', body: ReservationRequestSchema, response: ReservationResponseSchema, idempotent: true,
  }),
  cancel: route('POST /reservations/:id/cancel', {
    summary: 'Cancel a reservation', response: ReservationResponseSchema, idempotent: true,
  }),
  shouldCancelAndCreate: route('POST /reservations/:id/should-cancel-and-create', {
    summary: 'Whether saving this edit cancels the reservation and books a new one',
    body: ReservationRequestSchema, response: ShouldCancelAndCreateSchema,
  }),
  changeCard: route('POST /reservations/:id/creditcards', {
    summary: "Change a reservation's card",
    body: z.object({ creditCardId: z.number().int().positive(), authorizingUserId: z.number().int().positive() }),
  }),
  upcoming: route('GET /reservations', { summary: 'Upcoming reservations', response: z.array(ReservationSummarySchema) }),
  history: route('GET /reservations/history', {
    summary: 'Past reservations, filtered and paged',
    query: pagingQuery.extend({
      passengerName: z.string().optional(),
      bookingUserId: positiveId.optional(),
      rideDateFrom: z.string().optional(),
      rideDateTo: z.string().optional(),
      bookingDateFrom: z.string().optional(),
      bookingDateTo: z.string().optional(),
      statuses: queryList(ReservationStatusSchema).optional(),
      confirmationNumber: z.string().optional(),
      bookingId: z.string().optional(),
      carProviderCode: z.string().optional(),
      countryCode: z.string().optional(),
      authorizingEmployeeId: z.string().optional(),
      authorizingUserId: positiveId.optional(),
      reservationNotes: z.string().optional(),
    }),
    response: ReservationHistorySchema,
  }),
  details: route('GET /reservations/:id', { summary: 'One reservation', response: ReservationDetailsSchema }),
  state: route('GET /reservations/:id/state', { summary: 'Live state of a reservation', response: ReservationStateSchema }),
  followUp: route('GET /reservations/:id/followup', {
    // 001 §7: a follow-up is fetched by reservation number, not by id.
    params: z.object({ id: z.string().min(1) }),
    summary: 'The follow-up booking prefilled from a reservation (by reservation number)', response: ReservationRequestSchema,
  }),
  showFollowUp: route('GET /reservations/show-follow-up', {
    summary: 'Whether to offer a follow-up booking',
    query: z.object({
      iataCode: z.string().optional(),
      datetime: z.string(),
      mainPassengerUserId: positiveId.optional(),
    }),
    response: ShowFollowUpSchema,
  }),
  favorites: route('GET /reservations/favorites', { summary: 'Favorite bookings', response: z.array(FavoriteReservationSchema) }),
  saveFavorite: route('POST /reservations/favorites', {
    summary: 'Save, rename or deactivate a favorite',
    body: z.object({ name: boundedText('name').min(1), active: z.boolean(), reservationId: z.number().int().positive() }),
    response: FavoriteReservationSchema,
  }),
  quoteRequest: route('POST /reservations/quoteRequest', {
    summary: 'Ask for a bus / large group quote: the simulated providers price the proposed vehicle mix',
    body: z.object({ busQuoteRequest: BusQuoteRequestSchema }), response: BusQuoteAnswerSchema,
  }),
});
