import { describe, expect, it } from 'vitest';
import { airportIndex } from '../airports/airport-data.ts';
import { api, signedInApp } from '../testing/test-app.ts';

describe('airport routes', () => {
  const session = signedInApp('ava.employee@acme.example');

  const get = (path: string) => api(session.app, 'GET', path, { headers: session.headers });

  it('loads the packaged airports with IATA codes only', () => {
    const index = airportIndex();
    expect(index.size).toBeGreaterThan(5000);
    expect(index.get('JFK')).toMatchObject({ city: 'New York', countryCode: 'US', timezone: 'America/New_York' });
    expect(index.get('LHR')).toMatchObject({ countryCode: 'GB', timezone: 'Europe/London' });
  });

  it('searches airports by code, name or city', async () => {
    const byCode = await get('/airports/search?q=jfk');
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json()[0]).toMatchObject({ iataCode: 'JFK', countryCode: 'US', timezone: 'America/New_York', place: { iataCode: 'JFK', isTerminalRequired: true } });
    const byName = (await get('/airports/search?q=heathrow')).json();
    expect(byName[0].iataCode).toBe('LHR');
    const byCity = (await get('/airports/search?q=chicago')).json().map((a: { iataCode: string }) => a.iataCode);
    expect(byCity.slice(0, 2)).toEqual(['ORD', 'MDW']);
    expect((await get('/airports/search?q=qqqqzz')).json()).toEqual([]);
  });

  it('finds the airports near a place, and the place\'s own airport first', async () => {
    const manhattan = await api(session.app, 'POST', '/airports/search-by-place', {
      headers: session.headers, body: { place: { geometry: { location: { lat: 40.7488, lng: -73.9854 } } } },
    });
    expect(manhattan.statusCode).toBe(200);
    const codes = manhattan.json().map((a: { iataCode: string }) => a.iataCode);
    expect(codes.slice(0, 3).sort()).toEqual(['EWR', 'JFK', 'LGA']);
    const own = await api(session.app, 'POST', '/airports/search-by-place', { headers: session.headers, body: { place: { iataCode: 'BOS' } } });
    expect(own.json().map((a: { iataCode: string }) => a.iataCode)).toEqual(['BOS']);
  });

  it('lists the terminals of JFK, a main terminal elsewhere, 404 for an unknown code', async () => {
    const jfk = await get('/airports/jfk/terminals');
    expect(jfk.statusCode).toBe(200);
    expect(jfk.json().map((t: { code: string }) => t.code)).toEqual(['T1', 'T4', 'T5', 'T7', 'T8']);
    expect(jfk.json()[0]).toEqual({ code: 'T1', name: 'Terminal 1' });
    expect((await get('/airports/HPN/terminals')).json()).toEqual([{ code: 'MAIN', name: 'Main terminal' }]);
    expect((await get('/airports/ZZZ/terminals')).statusCode).toBe(404);
    expect((await get('/airports/JFKX/terminals')).statusCode).toBe(400);
  });

  it('answers airport properties: terminal rule, meet and greet, pickup points', async () => {
    expect((await get('/airports/JFK/properties')).json()).toEqual({
      iataCode: 'JFK', isTerminalRequired: true, hasMeetAndGreet: true, exactPickupPoints: ['Arrivals - Curbside', 'Baggage claim'],
    });
    for (const hub of ['LHR', 'LAX', 'ORD', 'EWR', 'SFO']) {
      expect((await get(`/airports/${hub}/properties`)).json().isTerminalRequired).toBe(true);
    }
    expect((await get('/airports/GKA/properties')).json()).toEqual({
      iataCode: 'GKA', isTerminalRequired: false, hasMeetAndGreet: false, exactPickupPoints: ['Arrivals - Curbside'],
    });
  });

  it('finds AA100 arriving at JFK on the pickup day, and nothing for another airport', async () => {
    const res = await get('/airports/flights/search?flightCode=AA100&pickupDatetime=2025-03-10T14:00:00&flightDirection=arrival&airportToIataCode=JFK');
    expect(res.statusCode).toBe(200);
    const [flight, ...more] = res.json();
    expect(more).toEqual([]);
    expect(flight).toMatchObject({ flightCode: 'AA100', airline: 'American Airlines', arrivalAirportCode: 'JFK', departureAirportCode: 'LHR', terminal: 'T8' });
    expect(flight.arrivalDateTime.slice(0, 10)).toBe('2025-03-10');
    expect(Date.parse(flight.arrivalDateTime)).toBeGreaterThan(Date.parse(flight.departureDateTime));
    const again = await get('/airports/flights/search?flightCode=aa%20100&pickupDatetime=2025-03-10T09:00:00&flightDirection=arrival&airportToIataCode=jfk');
    expect(again.json()).toEqual([flight]);

    const mismatch = await get('/airports/flights/search?flightCode=AA100&pickupDatetime=2025-03-10T14:00:00&flightDirection=arrival&airportToIataCode=LAX');
    expect(mismatch.json()).toEqual([]);
  });

  it('finds a departure from the given airport and nothing for unknown or invalid codes', async () => {
    const dep = await get('/airports/flights/search?flightCode=BA178&pickupDatetime=2025-06-01T15:00:00&flightDirection=departure&airportFromIataCode=JFK');
    expect(dep.json()[0]).toMatchObject({ departureAirportCode: 'JFK', arrivalAirportCode: 'LHR', terminal: 'T8' });
    expect(dep.json()[0].departureDateTime).toBe('2025-06-01T19:30:00-04:00');
    for (const code of ['ZZ100', 'A', 'AA', 'AA12345', '100', 'AA0']) {
      const res = await get(`/airports/flights/search?flightCode=${code}&pickupDatetime=2025-06-01T15:00:00&flightDirection=departure&airportFromIataCode=JFK`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it('gives every generated flight code a stable route touching the airline', async () => {
    const first = await get('/airports/flights/search?flightCode=UA523&pickupDatetime=2025-06-01&flightDirection=arrival&airportToIataCode=EWR');
    const second = await get('/airports/flights/search?flightCode=UA523&pickupDatetime=2025-06-01&flightDirection=arrival&airportToIataCode=EWR');
    expect(first.json()).toEqual(second.json());
    expect((await get('/airports/flights/search?flightCode=UA523&pickupDatetime=2025-06-01&flightDirection=arrival')).statusCode).toBe(400);
    expect((await get('/airports/flights/search?flightCode=AA100&pickupDatetime=tomorrow&flightDirection=arrival&airportToIataCode=JFK')).statusCode).toBe(400);
  });
});
