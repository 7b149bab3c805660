import { z } from 'zod';
import { PlaceTypeSchema, PlaceValidationStatusSchema } from './enums.ts';

export const LatLngSchema = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
export type LatLng = z.infer<typeof LatLngSchema>;

/** A place's geometry, as the maps service gives it (`geometry.location`). */
export const GeometrySchema = z.object({ location: LatLngSchema });
export type Geometry = z.infer<typeof GeometrySchema>;

/** Geographic fields of a place (000 §3 full place detail, 001 §3 address place). */
const placeLocationShape = {
  googlePlaceId: z.string().nullish(),
  displayNameSecondary: z.string().nullish(),
  city: z.string().nullish(),
  country: z.string().nullish(),
  countryCode: z.string().nullish(),
  county: z.string().nullish(),
  geometry: GeometrySchema.nullish(),
  state: z.string().nullish(),
  stateCode: z.string().nullish(),
  streetNumber: z.string().nullish(),
  zipCode: z.string().nullish(),
  iataCode: z.string().nullish(),
  isTerminalRequired: z.boolean().nullish(),
  timezoneAbbreviation: z.string().nullish(),
  timezone: z.string().nullish(),
};

/** Saved place (000 §3 Place). `placeId` is null until saved; source 'feed' is read-only. */
export const PlaceSchema = z.object({
  placeId: z.number().int().nullable(),
  name: z.string().nullable(),
  placeType: PlaceTypeSchema,
  address: z.string(),
  displayName: z.string().nullish(),
  premiseName: z.string().nullish(),
  streetName: z.string().nullish(),
  /** 'Street number or building name' typed by the user when the place lacks one. */
  manualNameOrNumber: z.string().nullish(),
  specialAccommodations: z.string().nullish(),
  exactPickupPoint: z.string().nullish(),
  source: z.string().nullish(),
});
export type Place = z.infer<typeof PlaceSchema>;

/** Saved place with every detail field (000 §3 full place detail). */
export const PlaceDetailSchema = PlaceSchema.extend(placeLocationShape);
export type PlaceDetail = z.infer<typeof PlaceDetailSchema>;

/** The place of an address or stop (001 §3): no place type, placeId only for saved places. */
export const AddressPlaceSchema = z.object({
  placeId: z.number().int().nullish(),
  name: z.string().nullish(),
  address: z.string().nullish(),
  displayName: z.string().nullish(),
  premiseName: z.string().nullish(),
  streetName: z.string().nullish(),
  manualNameOrNumber: z.string().nullish(),
  ...placeLocationShape,
});
export type AddressPlace = z.infer<typeof AddressPlaceSchema>;

/** Home, Work and favorites of a user (000 §3 Preferences response `places`). */
export const UserPlacesSchema = z.object({
  home: PlaceDetailSchema.nullable(),
  work: PlaceDetailSchema.nullable(),
  favorites: z.array(PlaceDetailSchema),
});
export type UserPlaces = z.infer<typeof UserPlacesSchema>;

/** One result of the maps service's autocomplete / place details (000 §7, 001 §7). */
export const GooglePlaceSchema = z.object({
  place_id: z.string(),
  geometry: GeometrySchema.optional(),
  formatted_address: z.string().optional(),
  address_components: z.array(z.object({
    long_name: z.string(),
    short_name: z.string(),
    types: z.array(z.string()),
  })).optional(),
  name: z.string().optional(),
  types: z.array(z.string()).optional(),
});
export type GooglePlace = z.infer<typeof GooglePlaceSchema>;

/** POST /places/validate payload. */
export const AddressValidationRequestSchema = z.object({
  googlePlace: GooglePlaceSchema,
  googleText: z.string(),
});
export type AddressValidationRequest = z.infer<typeof AddressValidationRequestSchema>;

/** POST /places/validate answer (000 §3): place, status, missingFields, message. */
export const AddressValidationResultSchema = z.object({
  place: AddressPlaceSchema.nullable(),
  status: PlaceValidationStatusSchema,
  missingFields: z.array(z.string()),
  message: z.string().nullable(),
});
export type AddressValidationResult = z.infer<typeof AddressValidationResultSchema>;

/** GET /places/timezone answer. Designed: the spec does not show it. */
export const TimezoneResultSchema = z.object({
  timezone: z.string(),
  timezoneAbbreviation: z.string().nullable(),
});
export type TimezoneResult = z.infer<typeof TimezoneResultSchema>;
