import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import type { CompatibilityResult } from '@curbside/contracts';

/** The answer of a booking check (special accommodations, time for the flight) as advice: it never blocks. */
export function BookingAdvice({ label, result, okIcon }: { label: string; result: CompatibilityResult | undefined; okIcon: string }) {
  if (!result?.message) return null;
  return (
    <p className={`booking-advice ${result.isCompatible ? 'is-ok' : 'is-warning'}`} role="status" aria-label={label}>
      <SlIcon name={result.isCompatible ? okIcon : 'exclamation-triangle'} aria-hidden="true" />
      <span>{result.message}</span>
    </p>
  );
}
