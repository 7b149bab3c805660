import { z } from 'zod';
import { fields } from '../fields.ts';
import { PlaceTypeSchema, PlaceValidationStatusSchema } from './enums.ts';
import { boundedText } from '../text-limits.ts';

export const LatLngSchema = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
export type LatLng = z.infer<typeof LatLngSchema>;

/** A place's geometry, as the maps service gives it (`geometry.location`). */
export const GeometrySchema = z.object({ location: LatLngSchema });
export type Geometry = z.infer<typeof GeometrySchema>;

/** One part of a place's address, as the maps service gives it (`address_components`). */
export const MapsAddressComponentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});
export type MapsAddressComponent = z.infer<typeof MapsAddressComponentSchema>;

/** Geographic fields of a place (000 §3 full place detail, 001 §3 address place). */
const placeLocationShape = {
  ...fields([
    'googlePlaceId', 'displayNameSecondary', 'city', 'country', 'countryCode', 'county', 'state', 'stateCode', 'streetNumber',
    'zipCode', 'iataCode', 'timezoneAbbreviation', 'timezone',
  ], z.string().nullish()),
  geometry: GeometrySchema.nullish(),
  isTerminalRequired: z.boolean().nullish(),
};

/** How a place is named and shown, saved or not (000 §3 Place, 001 §3 address place). */
const placeNameShape = {
  ...fields(['displayName', 'premiseName', 'streetName'], z.string().nullish()),
  /** 'Street number or building name' typed by the user when the place lacks one. */
  manualNameOrNumber: z.string().nullish(),
};

/** Saved place (000 §3 Place). `placeId` is null until saved; source 'feed' is read-only. */
export const PlaceSchema = z.object({
  placeId: z.number().int().nullable(),
  name: boundedText('name').nullable(),
  placeType: PlaceTypeSchema,
  address: boundedText('address'),
  ...placeNameShape,
  specialAccommodations: boundedText('note').nullish(),
  exactPickupPoint: boundedText('address').nullish(),
  source: z.string().nullish(),
});
export type Place = z.infer<typeof PlaceSchema>;

/** Saved place with every detail field (000 §3 full place detail). */
export const PlaceDetailSchema = PlaceSchema.extend(placeLocationShape);
export type PlaceDetail = z.infer<typeof PlaceDetailSchema>;

/** The place of an address or stop (001 §3): no place type, placeId only for saved places. */
export const AddressPlaceSchema = z.object({
  placeId: z.number().int().nullish(),
  name: boundedText('name').nullish(),
  address: boundedText('address').nullish(),
  ...placeNameShape,
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
  address_components: z.array(MapsAddressComponentSchema).optional(),
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
