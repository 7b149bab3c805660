import { endpoints } from '@curbside/contracts';
import { useApi, useQuery } from '@curbside/ui';
import { useStepper } from '../../stepper-hooks.ts';
import { BookingAdvice } from '../BookingAdvice.tsx';
import { seatsNeeded } from './car-services.ts';

/**
 * Whether the chosen car service can meet the special accommodations typed on step 2 (POST
 * /chat/check-special-accommodation, spec 001 §7). Advice only: it never blocks the booking,
 * and a failed check shows nothing.
 */
export function AccommodationCheck() {
  const api = useApi();
  const text = useStepper((s) => s.specialAccommodations?.trim() ?? '');
  const service = useStepper((s) => s.chosenCarService);
  const city = useStepper((s) => s.pickUpAddress?.place?.city ?? null);
  const passengers = useStepper((s) => seatsNeeded(s.passengers));
  const check = useQuery({
    queryKey: ['booking', 'accommodation', text, service?.name, service?.vehicleType, city, passengers],
    queryFn: ({ signal }) => api.call(endpoints.chat.checkSpecialAccommodation, {
      body: { specialAccommodation: text, vehicleType: service!.vehicleType, carProvider: service!.name, city, numberOfPassengers: passengers },
      signal,
    }),
    enabled: text !== '' && service !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (!text || !service) return null;
  return <BookingAdvice label="Special accommodations" result={check.data} okIcon="check2-circle" />;
}
