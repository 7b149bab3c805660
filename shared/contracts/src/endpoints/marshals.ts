import { z } from 'zod';
import { route } from '../endpoint.ts';
import {
  CarlineRequestSchema, CarlineReservationSchema, MarshalStateSchema, RollersRequestSchema,
} from '../entities/carline.ts';
import { ReservationResponseSchema } from '../entities/reservation.ts';

// spec 001 §7 Marshals (car-line staff)
export const marshalEndpoints = {
  newReservation: route('POST /marshals/reservations/new', {
    summary: 'Book a rider at the car line',
    body: z.object({
      carlineRequest: CarlineRequestSchema,
      rollerReservationId: z.number().int().positive().nullable(),
      isGuest: z.boolean(),
    }),
    response: ReservationResponseSchema,
  }),
  reservations: route('GET /marshals/reservations', {
    summary: "Today's car-line reservations", response: z.array(CarlineReservationSchema),
  }),
  carlines: route('GET /marshals/carlines', { summary: "The marshal's car-line state", response: MarshalStateSchema }),
  rollers: route('POST /marshals/reservations/rollers', {
    summary: 'Order cars to wait at the car line', body: RollersRequestSchema, response: z.array(CarlineReservationSchema),
  }),
};
