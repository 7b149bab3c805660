import type { MapsPlace } from '@curbside/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createMapsClient, toPlace } from './maps-client.ts';
import { fakeFetch } from './test-support/fake-fetch.ts';
import mapsPlaces from './test-support/maps-places.json' with { type: 'json' };

// Two places as the maps service answers them (Google's shape): a gazetteer landmark and an airport.
const EMPIRE: MapsPlace = mapsPlaces['empire-state-building'];
const JFK: MapsPlace = mapsPlaces['jfk-airport'];

const PREDICTION = {
  place_id: EMPIRE.place_id,
  description: 'Empire State Building, 350 5th Ave, New York, NY 10118, USA',
  structured_formatting: { main_text: 'Empire State Building', secondary_text: '350 5th Ave, New York, NY 10118, USA' },
  types: EMPIRE.types,
};

describe('maps client', () => {
  it('asks autocomplete with the key and types, and flattens the structured text', async () => {
    const fake = fakeFetch({ json: { status: 'OK', predictions: [PREDICTION] } });
    const maps = createMapsClient({ baseUrl: 'https://api.example.com/', apiKey: 'key-1', fetch: fake.fetch });
    const predictions = await maps.autocomplete('350 5th', { types: 'address' });
    expect(fake.seen[0]?.url).toBe('https://api.example.com/maps/autocomplete?q=350+5th&types=address');
    expect(fake.seen[0]?.headers['x-api-key']).toBe('key-1');
    expect(predictions).toEqual([{
      ...PREDICTION, main_text: 'Empire State Building', secondary_text: '350 5th Ave, New York, NY 10118, USA',
    }]);
  });

  it('answers [] under 2 characters without a request', async () => {
    const fake = fakeFetch({ json: { status: 'OK', predictions: [PREDICTION] } });
    const maps = createMapsClient({ baseUrl: '', fetch: fake.fetch });
    expect(await maps.autocomplete(' a ')).toEqual([]);
    expect(fake.seen).toHaveLength(0);
  });

  it('fetches place details from the page origin and rejects a 404 with ApiError', async () => {
    const fake = fakeFetch({ json: { status: 'OK', result: EMPIRE } }, { status: 404, json: { message: 'Place not found' } });
    const maps = createMapsClient({ apiBase: '', apiKey: 'k', fetch: fake.fetch });
    expect(await maps.placeDetails(EMPIRE.place_id)).toEqual(EMPIRE);
    expect(fake.seen[0]?.url).toBe('/maps/place?place_id=curb%3Agz%3Aempire-state-building');
    const failure = await maps.placeDetails('nope').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, text: 'Place not found' });
  });

  it('rejects a malformed answer', async () => {
    const fake = fakeFetch({ json: { status: 'OK', result: { place_id: 'x' } } });
    const maps = createMapsClient({ fetch: fake.fetch });
    await expect(maps.placeDetails('x')).rejects.toBeInstanceOf(ApiError);
  });

  it('maps place details to the contract place (round trip through the client)', async () => {
    const fake = fakeFetch({ json: { status: 'OK', result: EMPIRE } });
    const place = toPlace(await createMapsClient({ fetch: fake.fetch }).placeDetails(EMPIRE.place_id));
    expect(place).toEqual({
      placeId: null,
      name: 'Empire State Building',
      address: '350 5th Ave, New York, NY 10118, USA',
      displayName: 'Empire State Building',
      displayNameSecondary: '350 5th Ave, New York, NY 10118, USA',
      premiseName: 'Empire State Building',
      streetNumber: '350',
      streetName: '5th Avenue',
      manualNameOrNumber: null,
      city: 'New York',
      county: 'New York County',
      state: 'New York',
      stateCode: 'NY',
      zipCode: '10118',
      country: 'United States',
      countryCode: 'US',
      geometry: { location: { lat: 40.748817, lng: -73.985428 } },
      googlePlaceId: 'curb:gz:empire-state-building',
      iataCode: null,
      isTerminalRequired: null,
      timezone: null,
      timezoneAbbreviation: null,
    });
  });

  it('maps an airport with its IATA code and a street address without a name', () => {
    expect(toPlace(JFK)).toMatchObject({
      iataCode: 'JFK', isTerminalRequired: true, displayName: 'John F Kennedy International Airport',
      displayNameSecondary: 'Queens, NY 11430, USA', city: 'Queens', streetNumber: null,
    });
    const address = toPlace({ ...EMPIRE, name: '350 5th Ave', types: ['street_address'] });
    expect(address).toMatchObject({ displayName: '350 5th Ave', displayNameSecondary: 'New York, NY 10118, USA', premiseName: null });
    expect(toPlace({ place_id: 'bare' })).toMatchObject({ googlePlaceId: 'bare', displayName: null, geometry: null, city: null });
  });
});
