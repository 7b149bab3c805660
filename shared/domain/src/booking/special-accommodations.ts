import type { CompatibilityResult, VehicleType } from '@curbside/contracts';

// POST /chat/check-special-accommodation (spec 001 §7): can this car service meet the
// passenger's special accommodations? The spec shows neither the rules nor the answer, so the
// check is designed: the requests a car service can or cannot meet by its vehicle, read from
// the words of the request; anything else is passed on to the driver.

export type AccommodationNeed = 'wheelchair' | 'extraLuggage' | 'childSeat';

const NEED_WORDS: Readonly<Record<AccommodationNeed, RegExp>> = {
  wheelchair: /\bwheel\s?chairs?\b|\bmobility scooter\b|\bramp\b/i,
  extraLuggage: /\b(luggage|suitcases?|baggage|bags|skis|golf clubs|equipment)\b/i,
  childSeat: /\b(child|car|booster|infant|baby|toddler)\s?seats?\b/i,
};

/** The vehicles that can meet each need (designed). */
const VEHICLES_FOR: Readonly<Record<AccommodationNeed, readonly VehicleType[]>> = {
  wheelchair: ['Minivan', 'LargeMinivan', 'ExecutiveMinivan', 'Minibus'],
  extraLuggage: ['SUV', 'LargeSUV', 'Minivan', 'LargeMinivan', 'ExecutiveMinivan', 'Minibus'],
  childSeat: ['Sedan', 'SUV', 'Executive', 'LargeSUV', 'Luxury', 'Minivan', 'LargeMinivan', 'ExecutiveMinivan', 'Minibus'],
};

/** The vehicle in a sentence ('this luxury car'). */
const VEHICLE_NOUNS: Readonly<Record<VehicleType, string>> = {
  Sedan: 'sedan', SUV: 'SUV', Executive: 'executive car', LargeSUV: 'large SUV', Luxury: 'luxury car', Minivan: 'minivan',
  LargeMinivan: 'large minivan', ExecutiveMinivan: 'executive minivan', Minibus: 'minibus', Taxi: 'taxi',
};

/** designed */
export const ACCOMMODATION_TEXTS = {
  wheelchair: (vehicle: string) => `This ${vehicle} cannot take a wheelchair. Choose a minivan or a minibus.`,
  extraLuggage: (vehicle: string) => `This ${vehicle} has little room for extra luggage. Choose an SUV, a minivan or larger.`,
  childSeat: () => 'Taxis carry no child seats. Choose another car service.',
  met: (provider: string, vehicle: string) => `${provider} can meet this request with this ${vehicle}.`,
  passedOn: (provider: string) => `${provider} passes this request on to the driver.`,
} as const;

/** The needs the request names, in a fixed order. */
export function accommodationNeeds(text: string | null | undefined): AccommodationNeed[] {
  const words = text?.trim() ?? '';
  return (Object.keys(NEED_WORDS) as AccommodationNeed[]).filter((need) => NEED_WORDS[need].test(words));
}

export interface AccommodationCheck {
  specialAccommodation: string;
  vehicleType: VehicleType;
  carProvider: string;
}

/** Whether the car service meets the request, with a sentence saying so (the first unmet need). */
export function checkSpecialAccommodation({ specialAccommodation, vehicleType, carProvider }: AccommodationCheck): CompatibilityResult {
  const needs = accommodationNeeds(specialAccommodation);
  const vehicle = VEHICLE_NOUNS[vehicleType];
  const unmet = needs.find((need) => !VEHICLES_FOR[need].includes(vehicleType));
  if (unmet) return { isCompatible: false, message: ACCOMMODATION_TEXTS[unmet](vehicle) };
  return {
    isCompatible: true,
    message: needs.length > 0 ? ACCOMMODATION_TEXTS.met(carProvider, vehicle) : ACCOMMODATION_TEXTS.passedOn(carProvider),
  };
}
