import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '@curbside/domain';

/** The value once it has not changed for the debounce time (spec 001 §9: 300 ms). */
export function useDebounced<T>(value: T, delay: number = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
