import { z } from 'zod';
import { CostAllocationTypeSchema } from './enums.ts';
import { boundedText } from '../text-limits.ts';

/** Cost allocation code (000 §3, 001 §3). */
export const CostAllocationCodeSchema = z.object({
  codeValue: z.string(),
  description: z.string().nullable(),
  costAllocationCodeId: z.number().int(),
  costAllocationType: CostAllocationTypeSchema,
});
export type CostAllocationCode = z.infer<typeof CostAllocationCodeSchema>;

/** POST /users/{id}/costAllocation payload: a manual code (000 §7). */
export const NewCostAllocationSchema = z.object({
  codeValue: z.object({ type: CostAllocationTypeSchema, value: boundedText('code').min(1) }),
});
export type NewCostAllocation = z.infer<typeof NewCostAllocationSchema>;
