import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { fields } from './fields.ts';

describe('fields (several fields with one schema)', () => {
  const spread = z.object({ id: z.number(), ...fields(['startDate', 'endDate'], z.string().nullable()) });
  const written = z.object({ id: z.number(), startDate: z.string().nullable(), endDate: z.string().nullable() });

  it('infers what the fields written one by one infer', () => {
    expectTypeOf<z.input<typeof spread>>().toEqualTypeOf<z.input<typeof written>>();
    expectTypeOf<z.output<typeof spread>>().toEqualTypeOf<{ id: number; startDate: string | null; endDate: string | null }>();
  });

  it.each([
    [{ id: 1, startDate: '2026-01-01', endDate: null }, true],
    [{ id: 1, startDate: null, endDate: null }, true],
    [{ id: 1, startDate: '2026-01-01' }, false],
    [{ id: 1, startDate: 7, endDate: null }, false],
  ])('accepts %j as the written fields do: %s', (value, ok) => {
    expect(spread.safeParse(value).success).toBe(ok);
    expect(written.safeParse(value).success).toBe(ok);
  });
});
