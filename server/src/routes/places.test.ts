import { AddressValidationResultSchema, MapsPlaceDetailsResponseSchema, type MapsPlace } from '@curbside/contracts';
import { describe, expect, it } from 'vitest';
import { API_KEY, api, signedInApp } from '../testing/test-app.ts';

describe('places routes', () => {
  const session = signedInApp('ava.employee@acme.example');

  const details = async (placeId: string): Promise<MapsPlace> => {
    const res = await session.app.inject({ method: 'GET', url: `/maps/place?place_id=${encodeURIComponent(placeId)}`, headers: { 'x-api-key': API_KEY } });
    return MapsPlaceDetailsResponseSchema.parse(res.json()).result;
  };
  const validate = async (googlePlace: unknown, googleText: string) => {
    const res = await api(session.app, 'POST', '/places/validate', { body: { googlePlace, googleText }, headers: session.headers });
    expect(res.statusCode).toBe(200);
    return AddressValidationResultSchema.parse(res.json());
  };

  it('answers ValidPlace for a known address with a street number, with its timezone', async () => {
    const googlePlace = await details('curb:gz:acme-hq');
    const result = await validate(googlePlace, 'Acme HQ, 350 5th Ave, New York, NY 10118, USA');
    expect(result).toMatchObject({ status: 'ValidPlace', missingFields: [], message: null });
    expect(result.place).toMatchObject({
      googlePlaceId: 'curb:gz:acme-hq', streetNumber: '350', streetName: '5th Avenue', city: 'New York', stateCode: 'NY',
      zipCode: '10118', countryCode: 'US', timezone: 'America/New_York', premiseName: 'Acme HQ',
    });
    expect(result.place?.timezoneAbbreviation).toMatch(/^E[SD]T$/);
    // The text the user typed may abbreviate differently or be partial.
    expect((await validate(googlePlace, '350 Fifth Avenue')).status).toBe('ValidPlace');
    expect((await validate({ place_id: googlePlace.place_id }, '350 5th Avenue, New York')).status).toBe('ValidPlace');
  });

  it('answers ValidPlace for an airport although it has no street number', async () => {
    const jfk = await details('curb:airport:JFK');
    const result = await validate(jfk, 'John F Kennedy International Airport (JFK), Queens, NY 11430, USA');
    expect(result.status).toBe('ValidPlace');
    expect(result.place).toMatchObject({ iataCode: 'JFK', isTerminalRequired: true, timezone: 'America/New_York' });
  });

  it('answers MissingParams with streetNumber for a street without a number', async () => {
    const broadway = await details('curb:gz:broadway-nyc');
    const result = await validate(broadway, 'Broadway, New York, NY, USA');
    expect(result).toMatchObject({ status: 'MissingParams', missingFields: ['streetNumber'], message: 'Street number or building name' });
    expect(result.place).toMatchObject({ streetName: 'Broadway', streetNumber: null, city: 'New York' });
    const park = await validate(await details('curb:gz:central-park'), 'Central Park, New York, NY, USA');
    expect(park.status).toBe('MissingParams');
  });

  it('answers InvalidPlace for an unknown id, an inconsistent place or text that does not match', async () => {
    const unknown = await validate({ place_id: 'ChIJ-not-a-place' }, '1 Nowhere Rd');
    expect(unknown).toEqual({ place: null, status: 'InvalidPlace', missingFields: [], message: 'Address is not valid' });
    const acme = await details('curb:gz:acme-hq');
    expect((await validate(acme, 'Buckingham Palace, London')).status).toBe('InvalidPlace');
    expect((await validate(acme, '')).status).toBe('InvalidPlace');
    const moved = { ...acme, geometry: { location: { lat: 51.5, lng: -0.12 } } };
    expect((await validate(moved, 'Acme HQ, 350 5th Ave, New York')).status).toBe('InvalidPlace');
    const renamed = { ...acme, formatted_address: '10 Downing St, London SW1A 2AA, UK' };
    expect((await validate(renamed, 'Acme HQ, 350 5th Ave, New York')).status).toBe('InvalidPlace');
  });

  it('needs a session', async () => {
    const res = await api(session.app, 'POST', '/places/validate', { body: { googlePlace: { place_id: 'x' }, googleText: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it('gives the timezone at a point for New York and London', async () => {
    const ny = await api(session.app, 'GET', '/places/timezone?latitude=40.7488&longitude=-73.9854', { headers: session.headers });
    expect(ny.statusCode).toBe(200);
    expect(ny.json().timezone).toBe('America/New_York');
    expect(ny.json().timezoneAbbreviation).toMatch(/^E[SD]T$/);
    const london = await api(session.app, 'GET', '/places/timezone?latitude=51.5034&longitude=-0.1276', { headers: session.headers });
    expect(london.json().timezone).toBe('Europe/London');
    expect(london.json().timezoneAbbreviation).toMatch(/^(GMT|BST)$/);
    expect((await api(session.app, 'GET', '/places/timezone?latitude=123&longitude=0', { headers: session.headers })).statusCode).toBe(400);
  });
});
