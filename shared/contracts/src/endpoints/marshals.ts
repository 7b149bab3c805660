import { z } from 'zod';
import { endpointGroup, positiveId, route } from '../endpoint.ts';
import {
  CarlineBookingSchema, CarlineRequestSchema, CarlineReservationSchema, MarshalStateSchema, RollersRequestSchema,
} from '../entities/carline.ts';

// spec 001 §7 Marshals (car-line staff: marshals, users allowed to manage car lines, HQ dev/support)
export const marshalEndpoints = endpointGroup('marshals', {
  newReservation: route('POST /marshals/reservations/new', {
    summary: 'Book a rider at the car line: on a waiting roller, a new car, or on hold in on-hold mode',
    body: z.object({
      carlineRequest: CarlineRequestSchema,
      rollerReservationId: z.number().int().positive().nullable(),
      isGuest: z.boolean(),
    }),
    response: CarlineBookingSchema,
    // A double tap on the lobby tablet books one car: one Idempotency-Key per rider added.
    idempotent: true,
  }),
  reservations: route('GET /marshals/reservations', {
    summary: "Today's car-line reservations (riders and rollers) of the caller's lines, in the 001 §4 status order",
    response: z.array(CarlineReservationSchema),
  }),
  carlines: route('GET /marshals/carlines', {
    summary: "The marshal's car-line state: the chosen line (carlineDetailsId, else the first) and every line they may run",
    query: z.object({ carlineDetailsId: positiveId.optional() }),
    response: MarshalStateSchema,
  }),
  rollers: route('POST /marshals/reservations/rollers', {
    summary: 'Order cars to wait at the car line', body: RollersRequestSchema, response: z.array(CarlineReservationSchema), idempotent: true,
  }),
});
