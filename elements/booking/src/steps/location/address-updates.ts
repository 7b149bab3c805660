import type { AddressStop, Flight } from '@curbside/contracts';
import { emptyFlight, type BookingAddressTarget } from '@curbside/domain';
import { stepperStore } from '@curbside/state';

/** The address of a target as the store holds it now. */
export function currentAddress(target: BookingAddressTarget): AddressStop | null {
  const state = stepperStore.getState();
  if (target === 'pickup') return state.pickUpAddress;
  if (target === 'dropoff') return state.dropOffAddress;
  return state.stops[target] ?? null;
}

/** Changes details of the chosen address (flight, terminal, street number) without choosing another place. */
export function patchAddress(target: BookingAddressTarget, change: (address: AddressStop) => AddressStop): void {
  const state = stepperStore.getState();
  const address = currentAddress(target);
  if (!address) return;
  if (target === 'pickup') state.setFields({ pickUpAddress: change(address) });
  else if (target === 'dropoff') state.setFields({ dropOffAddress: change(address) });
  else state.setAddress(target, change(address));
}

export function patchFlight(target: BookingAddressTarget, patch: Partial<Flight>): void {
  patchAddress(target, (address) => ({ ...address, flight: { ...(address.flight ?? emptyFlight()), ...patch } }));
}
