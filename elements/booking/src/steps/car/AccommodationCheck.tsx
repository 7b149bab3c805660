import { endpoints } from '@curbside/contracts';
import { useCall } from '@curbside/ui';
import { useStepper } from '../../stepper-hooks.ts';
import { BookingAdvice } from '../BookingAdvice.tsx';
import { seatsNeeded } from './car-services.ts';

/**
 * Whether the chosen car service can meet the special accommodations typed on step 2 (POST
 * /chat/check-special-accommodation, spec 001 §7). Advice only: it never blocks the booking,
 * and a failed check shows nothing.
 */
export function AccommodationCheck() {
  const text = useStepper((s) => s.specialAccommodations?.trim() ?? '');
  const service = useStepper((s) => s.chosenCarService);
  const city = useStepper((s) => s.pickUpAddress?.place?.city ?? null);
  const passengers = useStepper((s) => seatsNeeded(s.passengers));
  // Without a chosen service the check does not run (enabled below); the body still needs a vehicle type.
  const check = useCall(
    endpoints.chat.checkSpecialAccommodation,
    { body: { specialAccommodation: text, vehicleType: service?.vehicleType ?? 'Sedan', carProvider: service?.name ?? '', city, numberOfPassengers: passengers } },
    { enabled: text !== '' && service !== null, retry: false, staleTime: 5 * 60_000 },
  );
  if (!text || !service) return null;
  return <BookingAdvice label="Special accommodations" result={check.data} okIcon="check2-circle" />;
}
