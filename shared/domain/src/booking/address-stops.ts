import type {
  AddressPlace, AddressStop, AddressType, AddressValidationResult, Flight, FlightSearchResult, PlaceDetail,
} from '@curbside/contracts';

// spec 001 §3 Address or stop: the stops the stepper and the booking chat build from a validated
// suggestion, a saved place or a found flight (one place for both, so a chat-made booking is the
// same as a typed one).

/** An airport's flight details before anything is chosen. */
export function emptyFlight(): Flight {
  return { isCommercial: false, flightCode: null, flightInfo: null, terminal: null, airportTerminals: [] };
}

/** The stop of an address picked from the suggestions and validated by POST /places/validate. */
export function addressFromValidation(
  validation: AddressValidationResult,
  googlePlaceId: string,
  text: string,
  stopType: AddressStop['stopType'],
): AddressStop {
  const place: AddressPlace = {
    ...(validation.place ?? {}),
    googlePlaceId: validation.place?.googlePlaceId ?? googlePlaceId,
    address: validation.place?.address ?? text,
    displayName: validation.place?.displayName ?? text,
  };
  const airport = Boolean(place.iataCode);
  return {
    place,
    placeValidationStatus: validation.status,
    addressType: airport ? 'AIRPORT' : 'SPECIFIC_ADDRESS',
    flight: airport ? emptyFlight() : null,
    specialAccommodations: null,
    stopType,
  };
}

/** A saved place (home, office, favorite, recent) as a stop; a place without a street number asks for one. */
export function addressFromSavedPlace(
  saved: PlaceDetail | AddressPlace,
  addressType: Exclude<AddressType, 'SPECIFIC_ADDRESS' | 'AIRPORT'>,
  stopType: AddressStop['stopType'],
): AddressStop {
  const { placeType: _type, source: _source, exactPickupPoint: _exact, specialAccommodations, ...rest } = saved as PlaceDetail;
  const place: AddressPlace = { ...rest };
  const airport = Boolean(place.iataCode);
  const missing = !airport && !place.streetNumber && !place.premiseName && !place.manualNameOrNumber;
  return {
    place,
    placeValidationStatus: missing ? 'MissingParams' : 'ValidPlace',
    addressType: airport ? 'AIRPORT' : addressType,
    flight: airport ? emptyFlight() : null,
    specialAccommodations: specialAccommodations ?? null,
    stopType,
  };
}

/** The flight details of a chosen flight (the terminal of the flight when it has one). */
export function flightFromResult(result: FlightSearchResult, current: Flight | null): Flight {
  return {
    isCommercial: true,
    flightCode: result.flightCode,
    flightInfo: {
      arrivalAirportCode: result.arrivalAirportCode,
      departureAirportCode: result.departureAirportCode,
      airline: result.airline,
      departureDateTime: result.departureDateTime,
      arrivalDateTime: result.arrivalDateTime,
    },
    terminal: result.terminal ?? current?.terminal ?? null,
    airportTerminals: current?.airportTerminals ?? [],
  };
}
