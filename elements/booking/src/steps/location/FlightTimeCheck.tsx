import { endpoints, type FlightInfo } from '@curbside/contracts';
import { useCall } from '@curbside/ui';
import { useStepper } from '../../stepper-hooks.ts';
import { BookingAdvice } from '../BookingAdvice.tsx';
import { etaAtDropOff } from './location-logic.ts';

/**
 * Whether a ride to the airport leaves time for the departing flight chosen at the drop-off
 * (POST /chat/check-flight-time-compatibility, spec 001 §7). Advice only: a failed check shows nothing.
 */
export function FlightTimeCheck({ flight }: { flight: FlightInfo }) {
  const eta = useStepper((s) => etaAtDropOff(s));
  const departure = flight.departureDateTime ?? null;
  const check = useCall(
    endpoints.chat.checkFlightTimeCompatibility,
    {
      body: {
        departureAirportCode: flight.departureAirportCode, arrivalAirportCode: flight.arrivalAirportCode,
        departureDateTime: departure ?? '', etaToAirport: eta ?? '',
      },
    },
    { enabled: Boolean(eta && departure), retry: false, staleTime: 60_000 },
  );
  if (!eta) return null;
  return <BookingAdvice label="Time for the flight" result={check.data} okIcon="clock" />;
}
