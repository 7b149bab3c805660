import { VehicleTypeSchema } from '@curbside/contracts';
import { z } from 'zod';
import data from './history-data.json' with { type: 'json' };

/**
 * Where and who the seeded ride history is about (issue 13). The data lives in
 * history-data.json; this module types it and checks every row with zod on load.
 * - cities: where firms ride, with a few real places each (offices, hotels, client sites,
 *   airports with their IATA code) and the providers serving them: US cities by the codes of
 *   the simulated catalog (providers/catalog.ts), elsewhere local companies that exist only
 *   in the history (no quotes, no bookings).
 * - departments and regions: the HR feed values the history's employees carry.
 */

const PlaceSchema = z.object({
  name: z.string().min(1),
  address: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  iata: z.string().regex(/^[A-Z]{3}$/).optional(),
});

const CitySchema = z.object({
  city: z.string().min(1),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  stateCode: z.string().min(1),
  timezone: z.string().min(1),
  weight: z.number().positive(),
  providers: z.array(z.string().min(1)).min(1),
  places: z.array(PlaceSchema).min(3),
});

const LocalProviderSchema = z.object({
  name: z.string().min(1),
  prefix: z.string().min(1),
  vehicles: z.array(VehicleTypeSchema).min(1),
});

const DepartmentSchema = z.object({
  name: z.string().min(1),
  weight: z.number().positive(),
  /** Which of the firm's cost centers the department books to (by position). */
  costCenterIndex: z.number().int().min(0),
  unit: z.string().min(1),
  titles: z.array(z.string().min(1)).min(1),
});

const HistoryDataSchema = z.object({
  cities: z.array(CitySchema).min(1),
  localProviders: z.array(LocalProviderSchema),
  departments: z.array(DepartmentSchema).min(1),
  /** Company suffix and organization per country. */
  regions: z.record(z.string(), z.object({ company: z.string(), organization: z.string() })),
});

export type HistoryPlace = z.infer<typeof PlaceSchema>;
export type HistoryCity = z.infer<typeof CitySchema>;
export type LocalProvider = z.infer<typeof LocalProviderSchema>;

const parsed = HistoryDataSchema.parse(data);

export const HISTORY_CITIES: readonly HistoryCity[] = parsed.cities;
export const LOCAL_PROVIDERS: ReadonlyMap<string, LocalProvider> = new Map(parsed.localProviders.map((p) => [p.name, p]));
export const HISTORY_DEPARTMENTS = parsed.departments;
export const HISTORY_REGIONS = parsed.regions;
