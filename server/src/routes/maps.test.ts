import { MapsAutocompleteResponseSchema, MapsPlaceDetailsResponseSchema, mapsPlaceToAddressPlace } from '@curbside/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAZETTEER_ROWS } from '../places/gazetteer-data.ts';
import { API_KEY, createTestApp } from '../testing/test-app.ts';

describe('maps service simulator', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await createTestApp(); });
  afterAll(async () => { await app.close(); });

  const get = (url: string, key: string | null = API_KEY) =>
    app.inject({ method: 'GET', url, headers: key === null ? {} : { 'x-api-key': key } });

  const autocomplete = async (q: string, types?: string) => {
    const res = await get(`/maps/autocomplete?q=${encodeURIComponent(q)}${types ? `&types=${types}` : ''}`);
    expect(res.statusCode).toBe(200);
    return MapsAutocompleteResponseSchema.parse(res.json()).predictions;
  };

  it('has a gazetteer of real addresses, a few without a street number', () => {
    expect(GAZETTEER_ROWS.length).toBeGreaterThanOrEqual(150);
    const withoutNumber = GAZETTEER_ROWS.filter((r) => r[2] === null);
    expect(withoutNumber.length).toBeGreaterThanOrEqual(10);
  });

  it('finds 350 5th Ave (Acme HQ and the Empire State Building), case-insensitively', async () => {
    const predictions = await autocomplete('350 5th');
    const names = predictions.map((p) => p.structured_formatting.main_text);
    expect(names).toEqual(expect.arrayContaining(['Acme HQ', 'Empire State Building']));
    expect(predictions[0]?.description).toContain('350 5th Ave, New York, NY 10118, USA');
    expect((await autocomplete('EMPIRE state')).map((p) => p.structured_formatting.main_text)).toContain('Empire State Building');
  });

  it('finds airports by IATA code, name and city, JFK first for "JFK"', async () => {
    const jfk = await autocomplete('JFK');
    expect(jfk[0]).toMatchObject({ place_id: 'curb:airport:JFK', iata_code: 'JFK', types: expect.arrayContaining(['airport']) });
    expect(jfk[0]?.structured_formatting.main_text).toBe('John F Kennedy International Airport (JFK)');
    const heathrow = await autocomplete('heathrow');
    expect(heathrow[0]?.iata_code).toBe('LHR');
    const onlyAirports = await autocomplete('new york', 'airport');
    expect(onlyAirports.length).toBeGreaterThan(0);
    expect(onlyAirports.every((p) => p.types.includes('airport'))).toBe(true);
    expect(onlyAirports.slice(0, 2).map((p) => p.iata_code).sort()).toEqual(['JFK', 'LGA']);
  });

  it('answers at most 8 predictions and nothing under 2 characters', async () => {
    expect((await autocomplete('new york')).length).toBe(8);
    expect(await autocomplete('n')).toEqual([]);
    expect(await autocomplete('zzzzqqq')).toEqual([]);
    const res = await get('/maps/autocomplete?q=x');
    expect(res.json()).toEqual({ status: 'ZERO_RESULTS', predictions: [] });
  });

  it('filters by types: addresses leave out airports', async () => {
    const addresses = await autocomplete('union station', 'address');
    expect(addresses.length).toBeGreaterThanOrEqual(3);
    expect(addresses.some((p) => p.types.includes('airport'))).toBe(false);
  });

  it('gives place details that round-trip into the contract place', async () => {
    const [first] = await autocomplete('350 5th');
    const res = await get(`/maps/place?place_id=${encodeURIComponent(first!.place_id)}`);
    expect(res.statusCode).toBe(200);
    const { result } = MapsPlaceDetailsResponseSchema.parse(res.json());
    expect(result.place_id).toBe(first!.place_id);
    const place = mapsPlaceToAddressPlace(result);
    expect(place).toMatchObject({
      googlePlaceId: first!.place_id,
      streetNumber: '350',
      streetName: '5th Avenue',
      city: 'New York',
      state: 'New York',
      stateCode: 'NY',
      zipCode: '10118',
      country: 'United States',
      countryCode: 'US',
      address: '350 5th Ave, New York, NY 10118, USA',
      iataCode: null,
      geometry: { location: { lat: expect.closeTo(40.7488, 3), lng: expect.closeTo(-73.9854, 3) } },
    });

    const airport = await get('/maps/place?place_id=curb:airport:JFK');
    const jfk = mapsPlaceToAddressPlace(MapsPlaceDetailsResponseSchema.parse(airport.json()).result);
    expect(jfk).toMatchObject({
      iataCode: 'JFK', isTerminalRequired: true, city: 'Queens', stateCode: 'NY', zipCode: '11430', countryCode: 'US',
      displayName: 'John F Kennedy International Airport', displayNameSecondary: 'Queens, NY 11430, USA',
    });
  });

  it('answers 404 for an unknown place id and 400 without one', async () => {
    expect((await get('/maps/place?place_id=curb:gz:nowhere')).statusCode).toBe(404);
    expect((await get('/maps/place?place_id=curb:airport:ZZZ')).statusCode).toBe(404);
    expect((await get('/maps/place')).statusCode).toBe(400);
  });

  it('refuses an unknown or missing API key and takes ?key=', async () => {
    const unknown = await get('/maps/autocomplete?q=jfk', 'not-a-key');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Invalid API key' });
    expect((await get('/maps/place?place_id=curb:airport:JFK', null)).statusCode).toBe(401);
    expect((await get(`/maps/autocomplete?q=jfk&key=${API_KEY}`, null)).statusCode).toBe(200);
    expect((await get('/maps/autocomplete?q=jfk&key=nope', null)).statusCode).toBe(401);
  });
});
