import { InclusivenessSchema, QuoteTypeSchema, VehicleTypeSchema } from '@curbside/contracts';
import { z } from 'zod';
import data from './coverage-data.json' with { type: 'json' };
import type { ProviderDefinition } from '../providers/catalog.ts';

// The coverage data of the demo (designed: a real provider sends its own polygons), in
// coverage-data.json and checked here once at load: the outlines of the providers' areas and of
// the firms' service areas, and the car providers outside the US and London.

/** [name, centre lat, centre lng, radii in km at N, NE, E, SE, S, SW, W, NW]. */
const OutlineRowSchema = z.tuple([z.string(), z.number(), z.number(), z.array(z.number().positive()).min(3)]);
const FirmOutlineRowSchema = z.tuple([z.number(), z.number(), z.array(z.number().positive()).min(3)]);

const ProviderAreaSchema = z.object({
  name: z.string(), countryCode: z.string().length(2), stateCode: z.string().optional(), city: z.string().optional(),
});
const num = z.number();
const ProviderDefinitionSchema = z.object({
  code: z.string(), name: z.string(), phoneNumber: z.string(), phoneCountryCode: z.string(),
  isSustainable: z.boolean(), isDiverse: z.boolean(), confirmationPrefix: z.string(), quoteDelayMs: num,
  rateCard: z.object({
    baseFare: num, perKm: num, perMinute: num, minimumFare: num, hourlyRate: num, minimumHours: num,
    quoteType: QuoteTypeSchema, inclusiveness: InclusivenessSchema, rangeSpread: num, nightSurcharge: num, peakSurcharge: num, metered: z.boolean(),
  }),
  areas: z.array(ProviderAreaSchema).min(1),
  vehicles: z.array(VehicleTypeSchema).min(1),
  preferredFor: z.array(z.string()),
});

const CoverageDataSchema = z.object({
  providerAreaOutlines: z.record(z.string(), z.array(OutlineRowSchema).min(1)),
  firmAreaOutlines: z.record(z.string(), FirmOutlineRowSchema),
  worldProviders: z.array(ProviderDefinitionSchema),
});

const parsed = CoverageDataSchema.parse(data);

/** An area's outline: a name, a centre and its radii (see regions.ts). */
export interface RegionOutline {
  name: string;
  countryCode: string;
  centre: { lat: number; lng: number };
  radiiKm: readonly number[];
}

const countryOf = (key: string): string => key.split('/')[0] ?? '';

/** By the key of a provider's area: `country/state` (its metro areas) or `country/state/city`. */
export const PROVIDER_AREA_OUTLINES: Readonly<Record<string, readonly RegionOutline[]>> = Object.fromEntries(
  Object.entries(parsed.providerAreaOutlines).map(([key, rows]) => [
    key, rows.map(([name, lat, lng, radiiKm]) => ({ name, countryCode: countryOf(key), centre: { lat, lng }, radiiKm })),
  ]),
);

/** By `country/name` of a firm's service area (000 §3 serviceAreas). */
export const FIRM_AREA_OUTLINES: Readonly<Record<string, RegionOutline>> = Object.fromEntries(
  Object.entries(parsed.firmAreaOutlines).map(([key, [lat, lng, radiiKm]]) => [
    key, { name: key.slice(3), countryCode: countryOf(key), centre: { lat, lng }, radiiKm },
  ]),
);

/** The car providers of Canada, Australia and the UK outside London (001 §1 'car providers with service areas'). */
export const WORLD_PROVIDERS: readonly ProviderDefinition[] = parsed.worldProviders;
