import { z } from 'zod';
import { TourStepSchema } from './auth.ts';
import { TourTypeSchema } from './enums.ts';

/** One tour the client knows (001 §3 Tour): its type, steps and whether it started. */
export const TourSchema = z.object({
  tourType: TourTypeSchema,
  tour: z.array(TourStepSchema),
  isStarted: z.boolean(),
});
export type Tour = z.infer<typeof TourSchema>;

/** Tour state (001 §3): tours, tourTypeToShow, tourTypeToShowSeen. */
export const TourStateSchema = z.object({
  tours: z.array(TourSchema),
  tourTypeToShow: TourTypeSchema.nullable(),
  tourTypeToShowSeen: z.boolean(),
});
export type TourState = z.infer<typeof TourStateSchema>;
