import { z } from 'zod';
import { FlightSearchResultSchema } from './airport.ts';
import { VehicleTypeSchema } from './enums.ts';
import { ReservationRequestSchema } from './reservation.ts';
import { boundedText } from '../text-limits.ts';

/** Chat (001 §3): guid, message, reservationRequest, userInput. */
export const ChatSchema = z.object({
  guid: z.string().nullable(),
  message: z.string(),
  reservationRequest: ReservationRequestSchema.nullable(),
  userInput: z.string(),
});
export type Chat = z.infer<typeof ChatSchema>;

/** POST /chat/message payload. The booking chat starts with empty input. */
export const ChatMessageRequestSchema = z.object({
  /** The conversation; null (or one the server does not know for this user) starts a new one. */
  guid: z.string().max(64).nullable(),
  userInput: boundedText('message'),
  /** The stepper as it stands, so the assistant can continue it (designed). */
  reservationRequest: ReservationRequestSchema.nullish(),
});
export type ChatMessageRequest = z.infer<typeof ChatMessageRequestSchema>;

/** The booking chat's answer: message, guid, reservationRequest (001 §7). */
export const ChatReplySchema = z.object({
  message: z.string(),
  guid: z.string(),
  reservationRequest: ReservationRequestSchema.nullish(),
  /** Designed: the vehicle the request named ('an SUV'), for the car and payment step to favour. */
  vehicleType: VehicleTypeSchema.nullish(),
});
export type ChatReply = z.infer<typeof ChatReplySchema>;

/** POST /chat/data-chat payload {dataChatRequest, guid}; dataChatRequest designed. */
export const DataChatRequestSchema = z.object({
  dataChatRequest: z.object({ userInput: boundedText('message'), filters: z.record(z.string(), z.string()).optional() }),
  guid: z.string().nullable(),
});
export type DataChatRequest = z.infer<typeof DataChatRequestSchema>;

/** The help / data chat answer: message, guid; designed (issue 18): the figures as a small table and the link to them. */
export const DataChatReplySchema = ChatReplySchema.pick({ message: true, guid: true }).extend({
  table: z.object({ columns: z.array(z.string()), rows: z.array(z.array(z.string())) }).nullish(),
  link: z.object({ label: z.string(), path: z.string().startsWith('/') }).nullish(),
});
export type DataChatReply = z.infer<typeof DataChatReplySchema>;

export const SpecialAccommodationCheckSchema = z.object({
  specialAccommodation: z.string().min(1),
  vehicleType: VehicleTypeSchema,
  carProvider: z.string(),
  city: z.string().nullable(),
  numberOfPassengers: z.number().int().positive(),
});

/** The flight as the flight search finds it, and when the passenger reaches the airport. */
export const FlightTimeCheckSchema = FlightSearchResultSchema.pick({
  departureAirportCode: true, arrivalAirportCode: true, departureDateTime: true,
}).extend({
  /** Estimated arrival at the airport, ISO date-time. */
  etaToAirport: z.string(),
});

/** Answer of both chat checks. Designed: the spec does not show it. */
export const CompatibilityResultSchema = z.object({
  isCompatible: z.boolean(),
  message: z.string().nullable(),
});
export type CompatibilityResult = z.infer<typeof CompatibilityResultSchema>;
