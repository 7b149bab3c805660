import { useEffect, useState } from 'react';

/** `value`, settled: it follows only after `delayMs` without a change (spec 000 §9 debounce 300 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
