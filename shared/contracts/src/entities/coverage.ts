import { z } from 'zod';
import { VehicleTypeSchema } from './enums.ts';
import { LatLngSchema } from './place.ts';

// The coverage map (000 §2, 001 §2 /map): the firm's service areas (GET /users/service-areas,
// 000 §3 firm serviceAreas) and the car providers that serve them with where each picks up
// (GET /users/car-providers). The spec names both calls but shows neither answer: the fields
// beyond serviceAreaId, name and countryCode are designed.

/** A region on the map: a polygon of lat/lng points, the first repeated at the end (as 001 §3 sends a car line's). */
export const CoverageRegionSchema = z.array(LatLngSchema).min(4);

/** A service area of the firm (000 §3 firm serviceAreas). `region` is null where no outline is known. */
export const ServiceAreaSchema = z.object({
  serviceAreaId: z.number().int(),
  name: z.string(),
  countryCode: z.string(),
  region: CoverageRegionSchema.nullable(),
});
export type ServiceArea = z.infer<typeof ServiceAreaSchema>;

/** One area a car provider picks up in. `areaId` is unique across providers. */
export const CoverageAreaSchema = z.object({
  areaId: z.string(),
  name: z.string(),
  countryCode: z.string(),
  region: CoverageRegionSchema,
});
export type CoverageArea = z.infer<typeof CoverageAreaSchema>;

/** A bookable service of a provider: one vehicle type (bookingAccountServiceId as the stepper books it). */
export const CarProviderServiceSchema = z.object({
  bookingAccountServiceId: z.number().int(),
  name: z.string(),
  vehicleType: VehicleTypeSchema,
  /** Seats (001 §9 capacities). */
  capacity: z.number().int().positive(),
});
export type CarProviderService = z.infer<typeof CarProviderServiceSchema>;

/** A car provider on the coverage map: who, how to call them, what they run and where. */
export const CarProviderSchema = z.object({
  code: z.string(),
  name: z.string(),
  phoneNumber: z.string().nullable(),
  /** The phone's country calling code ('1', '44'). */
  phoneCountryCode: z.string().nullable(),
  logo: z.string().nullable(),
  /** The firm prefers this provider (its services come first in the stepper). */
  isPreferred: z.boolean(),
  isSustainable: z.boolean(),
  isDiverse: z.boolean(),
  vehicleTypes: z.array(VehicleTypeSchema),
  services: z.array(CarProviderServiceSchema),
  coverage: z.array(CoverageAreaSchema),
});
export type CarProvider = z.infer<typeof CarProviderSchema>;
