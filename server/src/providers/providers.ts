import type { AddressPlace, ChosenCarService, ReservationRequest, VehicleType } from '@curbside/contracts';
import type { Db } from '../db/connection.ts';
import { fromJson } from '../db/json-column.ts';
import type { RateCard } from './catalog.ts';
import { vehicleSeats } from './catalog.ts';
import { catalogRows, preferredProviderIdsOf } from './provider-repository.ts';
import { quoteCo2Kg, quoteTraceIdFor } from './quote-engine.ts';

/** A provider as the server works with it (rows of car_providers and car_provider_areas). */
export interface ProviderRecord {
  carProviderId: number;
  code: string;
  name: string;
  phoneNumber: string | null;
  phoneCountryCode: string | null;
  logo: string | null;
  isSustainable: boolean;
  isDiverse: boolean;
  confirmationPrefix: string;
  quoteDelayMs: number;
  rateCard: RateCard;
  /** car_providers.coverage, parsed by coverage/provider-coverage.ts. */
  coverage: unknown;
  areas: Array<{ name: string; countryCode: string; stateCode: string | null; city: string | null }>;
}

export interface ServiceRecord {
  bookingAccountServiceId: number;
  provider: ProviderRecord;
  vehicleType: VehicleType;
  name: string;
  capacity: number;
}

export interface ProviderCatalog {
  providers: ProviderRecord[];
  services: ServiceRecord[];
  byServiceId: Map<number, ServiceRecord>;
}

/** Providers, their areas and services (small tables: read whole). */
export async function loadCatalog(db: Db): Promise<ProviderCatalog> {
  const { providers: providerRows, areas: areaRows, services: serviceRows } = await catalogRows(db.kysely);
  const providers = providerRows.map((row): ProviderRecord => ({
    carProviderId: row.car_provider_id,
    code: row.code,
    name: row.name,
    phoneNumber: row.phone_number,
    phoneCountryCode: row.phone_country_code,
    logo: row.logo,
    isSustainable: row.is_sustainable === 1,
    isDiverse: row.is_diverse === 1,
    confirmationPrefix: row.confirmation_prefix,
    quoteDelayMs: row.quote_delay_ms,
    rateCard: fromJson<RateCard>(row.rate_card, {} as RateCard),
    coverage: fromJson<unknown>(row.coverage, []),
    areas: areaRows.filter((a) => a.car_provider_id === row.car_provider_id)
      .map((a) => ({ name: a.name, countryCode: a.country_code, stateCode: a.state_code, city: a.city })),
  }));
  const byId = new Map(providers.map((p) => [p.carProviderId, p]));
  const services = serviceRows.flatMap((row): ServiceRecord[] => {
    const provider = byId.get(row.car_provider_id);
    return provider ? [{
      bookingAccountServiceId: row.booking_account_service_id, provider, vehicleType: row.vehicle_type as VehicleType, name: row.name, capacity: vehicleSeats(row.vehicle_type as VehicleType),
    }] : [];
  });
  return { providers, services, byServiceId: new Map(services.map((s) => [s.bookingAccountServiceId, s])) };
}

const norm = (text: string | null | undefined): string => (text ?? '').trim().toLowerCase();

/**
 * Whether a provider picks up at a place: an area of the same country whose
 * state (code or name) and city, where the area names them, match the place's.
 */
export function servesPlace(provider: Pick<ProviderRecord, 'areas'>, place: AddressPlace | null | undefined): boolean {
  if (!place) return false;
  const country = norm(place.countryCode);
  if (!country) return false;
  return provider.areas.some((area) => {
    if (norm(area.countryCode) !== country) return false;
    if (area.stateCode && norm(area.stateCode) !== norm(place.stateCode) && norm(area.stateCode) !== norm(place.state)) return false;
    if (area.city && norm(area.city) !== norm(place.city)) return false;
    return true;
  });
}

/** People who need a seat: every passenger that is not a package (at least one). */
export function seatsNeeded(request: Pick<ReservationRequest, 'reservationPassengers'>): number {
  return Math.max(1, request.reservationPassengers.filter((p) => !p.isPackage).length);
}

export type FilterReason = 'capacity' | 'dropoff';

export const FILTER_REASON_TEXT: Record<FilterReason, string> = {
  capacity: 'Not enough seats for the passengers',
  dropoff: 'The car provider does not serve the drop-off',
};

/** Why a service cannot take the trip, or null. */
export function filterReason(service: ServiceRecord, request: ReservationRequest): FilterReason | null {
  if (service.capacity < seatsNeeded(request)) return 'capacity';
  const dropoff = request.destination?.place;
  if (dropoff && dropoff.geometry && !servesPlace(service.provider, dropoff)) return 'dropoff';
  return null;
}

/** The services that pick up at the request's pickup, as ChosenCarService rows (no prices yet). */
export function carServicesFor(
  catalog: ProviderCatalog,
  request: ReservationRequest,
  firmId: number,
  preferredProviderIds: ReadonlySet<number>,
): Array<{ service: ChosenCarService; quoteTraceId: string; reason: FilterReason | null }> {
  const rows = catalog.services
    .filter((s) => servesPlace(s.provider, request.origin.place))
    .map((s) => {
      const reason = filterReason(s, request);
      const quoteTraceId = quoteTraceIdFor(firmId, s.bookingAccountServiceId, request);
      const service: ChosenCarService = {
        name: s.provider.name,
        vehicleType: s.vehicleType,
        bookingAccountServiceId: s.bookingAccountServiceId,
        supplierRefQuoteId: null,
        bookieQuoteId: null,
        quoteTraceId,
        quoteId: null,
        specialAccommodationsGuid: null,
        carProviderPhoneNumber: s.provider.phoneNumber,
        carProviderPhoneCountryCode: s.provider.phoneCountryCode,
        numOfPassengers: s.capacity,
        inclusiveness: s.provider.rateCard.inclusiveness ?? null,
        userCost: null,
        paymentCost: null,
        userQuoteLevel: s.provider.rateCard.quoteType ?? null,
        minUserCost: null,
        maxUserCost: null,
        minPaymentCost: null,
        maxPaymentCost: null,
        isPreferred: preferredProviderIds.has(s.provider.carProviderId),
        isSustainable: s.provider.isSustainable,
        isDiverse: s.provider.isDiverse,
        isFilteredOut: reason !== null,
        filteredOutReason: reason === null ? null : FILTER_REASON_TEXT[reason],
        // Issue 12: the CO2 does not wait for the price.
        co2Kg: quoteCo2Kg(s.vehicleType, s.provider.isSustainable, request),
      };
      return { service, quoteTraceId, reason };
    });
  // Preferred first, filtered-out last, then provider name and the order the provider lists its vehicles.
  return rows.sort((a, b) =>
    Number(b.service.isPreferred) - Number(a.service.isPreferred)
    || Number(a.service.isFilteredOut) - Number(b.service.isFilteredOut)
    || a.service.name.localeCompare(b.service.name)
    || a.service.bookingAccountServiceId - b.service.bookingAccountServiceId);
}

export async function preferredProviderIds(db: Db, firmId: number): Promise<Set<number>> {
  return new Set(await preferredProviderIdsOf(db.kysely, firmId));
}
