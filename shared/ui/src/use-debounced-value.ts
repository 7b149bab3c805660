import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '@curbside/domain';

/** `value`, settled: it follows only after `delayMs` without a change (spec 000 §9, 001 §9: 300 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
