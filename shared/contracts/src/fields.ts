import type { z } from 'zod';

/**
 * A shape giving each of `keys` the same schema, to spread into `z.object` or `.extend` where
 * several fields of an entity are alike: `{ ...fields(['startDate', 'endDate'], z.string().nullable()) }`
 * is `{ startDate: z.string().nullable(), endDate: z.string().nullable() }`, and `z.infer` reads it
 * the same (`{ startDate: string | null; endDate: string | null }`). Zod schemas are immutable, so the
 * fields can share the one instance.
 */
export function fields<const K extends readonly string[], S extends z.ZodType>(keys: K, schema: S): { [P in K[number]]: S } {
  return Object.fromEntries(keys.map((key) => [key, schema])) as { [P in K[number]]: S };
}
