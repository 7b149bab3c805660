import type { CostAllocationType } from '@curbside/contracts';
import { SEARCH_MIN_CHARS, SHORT_SEARCH_COST_ALLOCATION_TYPES, SHORT_SEARCH_MIN_CHARS } from './limits.ts';

/** spec 000 §9, 001 §5/§9: searches start at 3 characters; Location and Department cost allocations at 2. */
export function minSearchChars(costAllocationType?: CostAllocationType | null): number {
  return costAllocationType && (SHORT_SEARCH_COST_ALLOCATION_TYPES as readonly string[]).includes(costAllocationType)
    ? SHORT_SEARCH_MIN_CHARS
    : SEARCH_MIN_CHARS;
}

/** Whether a typed query is long enough to search (trimmed). */
export function canSearch(query: string, costAllocationType?: CostAllocationType | null): boolean {
  return query.trim().length >= minSearchChars(costAllocationType);
}
