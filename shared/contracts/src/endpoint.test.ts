import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { endpoint, route } from './endpoint.ts';

describe('route (a row named as the spec names the call)', () => {
  const row = route('POST /users/:id/places/:placeId/remove', { summary: 'Delete a saved address' });

  it('is the row endpoint() declares from method and path', () => {
    const same = endpoint({ method: 'POST', path: '/users/:id/places/:placeId/remove', summary: 'Delete a saved address' });
    expect({ ...row, params: undefined }).toEqual({ ...same, params: undefined });
    expectTypeOf(row).toEqualTypeOf(same);
  });

  it('takes its numeric params from the path, and the defaults for what it leaves out', () => {
    expectTypeOf<z.output<typeof row.params>>().toEqualTypeOf<{ id: number; placeId: number }>();
    expectTypeOf<z.output<typeof row.response>>().toEqualTypeOf<{ ok: true }>();
    expect(row.params.parse({ id: '7', placeId: '12' })).toEqual({ id: 7, placeId: 12 });
    expect(row.params.safeParse({ id: '7', placeId: 'x' }).success).toBe(false);
    expect(row.response.parse({ ok: true })).toEqual({ ok: true });
  });

  it('keeps the schemas it is given', () => {
    const iata = z.object({ iata: z.string().length(3) });
    const given = route('GET /airports/:iata/terminals', { summary: 'Terminals', params: iata, response: z.array(z.string()) });
    expectTypeOf(given.params).toEqualTypeOf(iata);
    expectTypeOf<z.output<typeof given.response>>().toEqualTypeOf<string[]>();
    expect(given.params.safeParse({ iata: 'JFK' }).success).toBe(true);
    expect(route('GET /users/countries', { summary: 'Countries' }).params.safeParse({ id: 1 }).success).toBe(false);
  });
});
