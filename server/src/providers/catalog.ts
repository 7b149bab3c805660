import type { Inclusiveness, QuoteType, VehicleType } from '@curbside/contracts';
import { vehicleCapacity } from '@curbside/domain';
import { WORLD_PROVIDERS } from '../coverage/coverage-data.ts';

/**
 * The simulated car providers (001 §1 'car providers with service areas'):
 * who they are, where they pick up, which vehicles they run and how they
 * price. seed-booking.ts writes them into car_providers and friends; the
 * quote engine reads the rate card back from the row.
 */

/** How a provider prices a trip (quote-engine.ts applies it). */
export interface RateCard {
  baseFare: number;
  perKm: number;
  perMinute: number;
  minimumFare: number;
  /** Hourly jobs (timeJob, asDirected). */
  hourlyRate: number;
  /** Minimum hours billed for an hourly job. */
  minimumHours: number;
  quoteType: QuoteType;
  inclusiveness: Inclusiveness;
  /** Half-width of a range quote, as a share of the estimate (0.15 = +-15%). */
  rangeSpread: number;
  /** Multiplier between 22:00 and 06:00 local time. */
  nightSurcharge: number;
  /** Multiplier on weekdays 07:00-09:59 and 16:00-18:59 local time. */
  peakSurcharge: number;
  /**
   * A metered taxi: some trips get no quote (the client shows 'By the meter'),
   * hourly jobs never do.
   */
  metered: boolean;
}

export interface ProviderArea {
  name: string;
  countryCode: string;
  stateCode?: string;
  city?: string;
}

export interface ProviderDefinition {
  code: string;
  name: string;
  phoneNumber: string;
  phoneCountryCode: string;
  isSustainable: boolean;
  isDiverse: boolean;
  confirmationPrefix: string;
  /** Time to answer a quote at SIMULATOR_SPEED 1. */
  quoteDelayMs: number;
  rateCard: RateCard;
  areas: ProviderArea[];
  vehicles: VehicleType[];
  /** Firm codes for which this provider is preferred. */
  preferredFor: string[];
}

/**
 * Seats per vehicle type: the domain rule (001 §9 capacities, the nearest class
 * for the other types), the largest count where the rule gives a range, so the
 * car card's capacity and the server's seat filter agree.
 */
export function vehicleSeats(vehicleType: VehicleType): number {
  return vehicleCapacity(vehicleType).max;
}

/** Price multiplier per vehicle type (Sedan = 1). */
export const VEHICLE_MULTIPLIER: Record<VehicleType, number> = {
  Sedan: 1,
  SUV: 1.3,
  Executive: 1.45,
  LargeSUV: 1.6,
  Luxury: 1.9,
  Minivan: 1.35,
  LargeMinivan: 1.55,
  ExecutiveMinivan: 1.75,
  Minibus: 2.6,
  Taxi: 0.85,
};

/** Display names of the vehicle types. */
export const VEHICLE_LABELS: Record<VehicleType, string> = {
  Sedan: 'Sedan',
  SUV: 'SUV',
  Executive: 'Executive sedan',
  LargeSUV: 'Large SUV',
  Luxury: 'Luxury sedan',
  Minivan: 'Minivan',
  LargeMinivan: 'Large minivan',
  ExecutiveMinivan: 'Executive minivan',
  Minibus: 'Minibus',
  Taxi: 'Taxi',
};

const NY: ProviderArea = { name: 'New York', countryCode: 'US', stateCode: 'NY' };
const NJ: ProviderArea = { name: 'New Jersey', countryCode: 'US', stateCode: 'NJ' };
const MA: ProviderArea = { name: 'Massachusetts', countryCode: 'US', stateCode: 'MA' };
const IL: ProviderArea = { name: 'Illinois', countryCode: 'US', stateCode: 'IL' };
const CA: ProviderArea = { name: 'California', countryCode: 'US', stateCode: 'CA' };
const DC: ProviderArea = { name: 'Washington DC', countryCode: 'US', stateCode: 'DC' };
const TX: ProviderArea = { name: 'Texas', countryCode: 'US', stateCode: 'TX' };

const base: Omit<RateCard, 'quoteType' | 'inclusiveness'> = {
  baseFare: 12,
  perKm: 2.1,
  perMinute: 0.55,
  minimumFare: 35,
  hourlyRate: 75,
  minimumHours: 2,
  rangeSpread: 0.15,
  nightSurcharge: 1.2,
  peakSurcharge: 1.1,
  metered: false,
};

export const CAR_PROVIDERS: ProviderDefinition[] = [
  {
    code: 'MBC', name: 'Metro Black Car', phoneNumber: '2125550140', phoneCountryCode: '1',
    isSustainable: false, isDiverse: false, confirmationPrefix: 'MBC', quoteDelayMs: 300,
    rateCard: { ...base, quoteType: 'oneCostGuaranteed', inclusiveness: 'FullyInclusive' },
    areas: [NY, NJ, MA, IL, CA, DC],
    vehicles: ['Sedan', 'SUV', 'Executive', 'LargeSUV', 'Luxury'],
    preferredFor: [],
  },
  {
    code: 'YCC', name: 'Yellow Cab Co', phoneNumber: '2125550141', phoneCountryCode: '1',
    isSustainable: false, isDiverse: false, confirmationPrefix: 'YC', quoteDelayMs: 150,
    rateCard: { ...base, baseFare: 3.5, perKm: 1.55, perMinute: 0.35, minimumFare: 12, hourlyRate: 45, quoteType: 'range', inclusiveness: 'BaseRate', metered: true },
    areas: [
      { name: 'New York City', countryCode: 'US', stateCode: 'NY', city: 'New York' },
      { name: 'Brooklyn', countryCode: 'US', stateCode: 'NY', city: 'Brooklyn' },
      { name: 'Queens', countryCode: 'US', stateCode: 'NY', city: 'Queens' },
      { name: 'Boston', countryCode: 'US', stateCode: 'MA', city: 'Boston' },
      { name: 'Chicago', countryCode: 'US', stateCode: 'IL', city: 'Chicago' },
      { name: 'San Francisco', countryCode: 'US', stateCode: 'CA', city: 'San Francisco' },
    ],
    vehicles: ['Taxi', 'Minivan'],
    preferredFor: [],
  },
  {
    code: 'GRE', name: 'GreenRide EV', phoneNumber: '4155550142', phoneCountryCode: '1',
    isSustainable: true, isDiverse: false, confirmationPrefix: 'GR', quoteDelayMs: 400,
    // Electric cars at a small premium over the black-car sedan (issue 12: the sustainable suggestion's 'for y more').
    rateCard: { ...base, baseFare: 12, perKm: 2.2, perMinute: 0.55, minimumFare: 36, hourlyRate: 78, quoteType: 'oneCost', inclusiveness: 'CPTotal' },
    areas: [NY, CA, MA, { name: 'London', countryCode: 'GB', city: 'London' }],
    vehicles: ['Sedan', 'SUV', 'Luxury'],
    preferredFor: [],
  },
  {
    code: 'UCH', name: 'Unity Chauffeurs', phoneNumber: '3125550143', phoneCountryCode: '1',
    isSustainable: false, isDiverse: true, confirmationPrefix: 'UC', quoteDelayMs: 600,
    rateCard: { ...base, baseFare: 14, perKm: 2.25, perMinute: 0.6, minimumFare: 40, hourlyRate: 80, quoteType: 'range', inclusiveness: 'BaseRate', rangeSpread: 0.12 },
    areas: [NY, NJ, IL, TX, DC, CA],
    vehicles: ['Sedan', 'SUV', 'Minivan', 'LargeMinivan', 'Minibus'],
    preferredFor: [],
  },
  {
    code: 'SKX', name: 'Skyline Executive', phoneNumber: '2125550144', phoneCountryCode: '1',
    isSustainable: false, isDiverse: false, confirmationPrefix: 'SKX', quoteDelayMs: 250,
    rateCard: { ...base, baseFare: 18, perKm: 2.6, perMinute: 0.7, minimumFare: 55, hourlyRate: 95, quoteType: 'oneCostGuaranteed', inclusiveness: 'FullyInclusive' },
    areas: [NY, NJ, MA, { name: 'London', countryCode: 'GB', city: 'London' }],
    vehicles: ['Executive', 'Luxury', 'ExecutiveMinivan', 'LargeSUV'],
    preferredFor: ['acme'],
  },
  {
    code: 'HBL', name: 'Harbor Limo', phoneNumber: '6175550145', phoneCountryCode: '1',
    isSustainable: false, isDiverse: false, confirmationPrefix: 'HBL', quoteDelayMs: 4000,
    rateCard: { ...base, baseFare: 15, perKm: 2.3, perMinute: 0.6, minimumFare: 45, hourlyRate: 85, quoteType: 'oneCost', inclusiveness: 'FullyInclusive' },
    areas: [NY, NJ, MA, CA],
    vehicles: ['Sedan', 'SUV', 'LargeMinivan', 'Luxury'],
    preferredFor: [],
  },
  // Beyond the US and London (issue 14: the coverage map shows providers in Canada, the UK and Australia).
  ...WORLD_PROVIDERS,
];
