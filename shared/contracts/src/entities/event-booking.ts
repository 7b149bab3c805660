import { z } from 'zod';
import { CostSchema } from './reservation.ts';

// Event booking (issue 16): group transport for an event and the bus quote request's answer.

/** One line of a vehicle mix (the domain's proposeVehicleMix): `count` vehicles of a 001 §9 class, `seats` each. */
export const VehicleMixLineSchema = z.object({
  /** 'Sedan', 'SUV', 'MPV UK', 'Sprinter Van', 'Minibus', 'Motorcoach Bus' (001 §9). */
  vehicleClass: z.string(),
  seats: z.number().int().positive(),
  count: z.number().int().positive(),
});

/** A simulated provider's price for the whole group. */
export const BusQuoteOfferSchema = z.object({
  carProviderCode: z.string(),
  carProviderName: z.string(),
  price: CostSchema,
});

/** The answer of POST /reservations/quoteRequest: the mix the providers priced and their offers, cheapest first. Designed. */
export const BusQuoteAnswerSchema = z.object({
  busQuoteRequestId: z.number().int(),
  vehicleMix: z.array(VehicleMixLineSchema),
  offers: z.array(BusQuoteOfferSchema),
  /** 'No provider serves this pickup for a group' when there is no offer. */
  message: z.string().nullable(),
});
export type BusQuoteAnswer = z.infer<typeof BusQuoteAnswerSchema>;
