import { useLayoutEffect } from 'react';
import { useHost } from './element-context.ts';
import { removeEarlySlot } from './early-slot.ts';

/**
 * In a component whose first render holds its own default slot: the early script's slot
 * (early-slot.ts) goes in that same commit, before a paint or a key can come between.
 */
export function useEarlySlotHandOver(): void {
  const host = useHost();
  useLayoutEffect(() => removeEarlySlot(host), [host]);
}
