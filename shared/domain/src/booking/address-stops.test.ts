import { describe, expect, it } from 'vitest';
import type { AddressValidationResult, PlaceDetail } from '@curbside/contracts';
import { addressFromSavedPlace, addressFromValidation, flightFromResult } from './address-stops.ts';

describe('addresses', () => {
  const validation = (extra: Partial<AddressValidationResult> = {}): AddressValidationResult => ({
    place: { googlePlaceId: 'p1', address: '1 Main St, Springfield', city: 'Springfield', streetNumber: '1' },
    status: 'ValidPlace', missingFields: [], message: null, ...extra,
  });

  it('keeps the validation status and place of a picked suggestion', () => {
    const stop = addressFromValidation(validation({ status: 'MissingParams' }), 'p1', '1 Main St', 'pickup');
    expect(stop).toMatchObject({ placeValidationStatus: 'MissingParams', addressType: 'SPECIFIC_ADDRESS', flight: null, stopType: 'pickup' });
    expect(stop.place?.googlePlaceId).toBe('p1');
  });

  it('types an airport AIRPORT with empty flight details', () => {
    const stop = addressFromValidation(validation({ place: { googlePlaceId: 'jfk', iataCode: 'JFK', name: 'JFK Airport' } }), 'jfk', 'JFK', 'pickup');
    expect(stop.addressType).toBe('AIRPORT');
    expect(stop.flight).toEqual({ isCommercial: false, flightCode: null, flightInfo: null, terminal: null, airportTerminals: [] });
  });

  it('types saved places by where they come from and asks for a street number when missing', () => {
    const home: PlaceDetail = { placeId: 4, name: 'Home', placeType: 'Home', address: 'Elm Road, Springfield', googlePlaceId: 'h', streetNumber: null, specialAccommodations: 'Wheelchair' };
    const stop = addressFromSavedPlace(home, 'HOME', 'dropoff');
    expect(stop).toMatchObject({ addressType: 'HOME', placeValidationStatus: 'MissingParams', specialAccommodations: 'Wheelchair', stopType: 'dropoff' });
    expect(addressFromSavedPlace({ ...home, streetNumber: '9' }, 'OFFICE', 'pickup').placeValidationStatus).toBe('ValidPlace');
  });
});

describe('flights', () => {
  it('marks a chosen flight commercial with its airports', () => {
    const flight = flightFromResult({ flightCode: 'BA117', airline: 'British Airways', departureAirportCode: 'LHR', arrivalAirportCode: 'JFK', departureDateTime: 'a', arrivalDateTime: 'b', terminal: '7' }, null);
    expect(flight).toMatchObject({ isCommercial: true, flightCode: 'BA117', terminal: '7', flightInfo: { arrivalAirportCode: 'JFK', departureAirportCode: 'LHR' } });
  });
});
