import { createStore } from 'zustand/vanilla';
import type { AddressStop, CreditCardEntry, Passenger, ReservationDetails, ReservationRequest, ReservationResponse } from '@curbside/contracts';
import {
  duplicate, emptyAddressStop, emptyPassenger, followUp, fromChat, initialBookingStepperFields, loadReservationIntoStepper,
  resetsStepperOnEnter, returnTrip, withMainPassengerFirst,
  type ActionOrigin, type BookingAddressTarget, type BookingStep, type BookingStepperFields,
} from '@curbside/domain';

// spec 001 §2-§4: the booking stepper's state, shared by curb-booking and curb-bookings
// (edit, duplicate, return trip and follow-up from a row open the stepper filled in).

export interface StepperActions {
  setField<K extends keyof BookingStepperFields>(key: K, value: BookingStepperFields[K]): void;
  /** Patches several fields; the validation errors of the patched fields are dropped. */
  setFields(patch: Partial<BookingStepperFields>): void;
  goToStep(step: BookingStep): void;
  setPassenger(index: number, patch: Partial<Passenger>): void;
  addPassenger(options?: { isPackage?: boolean }): void;
  /** The first remaining passenger becomes the main one; removing the last leaves one empty main passenger. */
  removePassenger(index: number): void;
  addStop(): void;
  removeStop(index: number): void;
  moveStop(from: number, to: number): void;
  setAddress(target: BookingAddressTarget, address: AddressStop | null): void;
  /**
   * Entering /new-booking (001 §2): driver details always reset; the reservation and preference
   * state too unless the action is DUPLICATE, RETURN_TRIP, NEW_AFTER_CANCEL,
   * FOLLOW_UP_RESERVATION or NEW_FROM_CHAT.
   */
  resetForNewBooking(pageViewGuid?: string | null): void;
  applyReturnTrip(origin?: ActionOrigin): void;
  applyDuplicate(origin?: ActionOrigin): void;
  /** Lays a follow-up request (GET /reservations/{number}/followup) over the booking in the stepper (001 §4). */
  applyFollowUp(request: ReservationRequest, origin?: ActionOrigin): void;
  /** A new booking from the booking chat's request, on the car and payment step (001 §2). */
  applyChatRequest(request: ReservationRequest): void;
  /** Fills the stepper from a reservation (001 §4); the action is kept, the step goes back to 1. */
  loadReservation(details: ReservationDetails, userCards?: readonly CreditCardEntry[]): void;
  setConfirmation(response: ReservationResponse): void;
  setValidationErrors(errors: BookingStepperFields['validationErrors']): void;
}

export type StepperState = BookingStepperFields & StepperActions;

/** Drops the errors whose path is the field or lies under it ('passengers.0' drops 'passengers.0.email'). */
function withoutErrorsFor(errors: Record<string, string>, paths: readonly string[]): Record<string, string> {
  const kept = Object.entries(errors).filter(
    ([path]) => !paths.some((prefix) => path === prefix || path.startsWith(`${prefix}.`)),
  );
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

function fieldsOf(state: StepperState): BookingStepperFields {
  const {
    setField: _a, setFields: _b, goToStep: _c, setPassenger: _d, addPassenger: _e, removePassenger: _f, addStop: _g,
    removeStop: _h, moveStop: _i, setAddress: _j, resetForNewBooking: _k, applyReturnTrip: _l, applyDuplicate: _m,
    applyFollowUp: _q, applyChatRequest: _r, loadReservation: _n, setConfirmation: _o, setValidationErrors: _p, ...fields
  } = state;
  return fields;
}

export function createStepperStore(initial: Partial<BookingStepperFields> = {}) {
  return createStore<StepperState>()((set, get) => ({
    ...initialBookingStepperFields(),
    ...initial,

    setField: (key, value) => get().setFields({ [key]: value } as Partial<BookingStepperFields>),
    setFields: (patch) => set((state) => ({
      ...patch,
      validationErrors: 'validationErrors' in patch && patch.validationErrors
        ? patch.validationErrors
        : withoutErrorsFor(state.validationErrors, Object.keys(patch)),
    })),
    goToStep: (step) => set({ step }),

    setPassenger: (index, patch) => set((state) => {
      if (index < 0 || index >= state.passengers.length) return {};
      const passengers = state.passengers.map((passenger, i) => (i === index ? { ...passenger, ...patch } : passenger));
      return {
        passengers: withMainPassengerFirst(passengers),
        validationErrors: withoutErrorsFor(state.validationErrors, Object.keys(patch).map((key) => `passengers.${index}.${key}`)),
      };
    }),
    addPassenger: (options) => set((state) => ({
      passengers: [...state.passengers, emptyPassenger({ main: state.passengers.length === 0, isPackage: options?.isPackage ?? false })],
    })),
    removePassenger: (index) => set((state) => {
      if (index < 0 || index >= state.passengers.length) return {};
      const remaining = state.passengers.filter((_, i) => i !== index);
      return {
        passengers: remaining.length > 0 ? withMainPassengerFirst(remaining) : [emptyPassenger({ main: true })],
        // Paths are by position, so every passenger error is stale once one is removed.
        validationErrors: withoutErrorsFor(state.validationErrors, ['passengers']),
      };
    }),

    addStop: () => set((state) => ({ stops: [...state.stops, emptyAddressStop('stop')] })),
    removeStop: (index) => set((state) => {
      if (index < 0 || index >= state.stops.length) return {};
      return {
        stops: state.stops.filter((_, i) => i !== index),
        validationErrors: withoutErrorsFor(state.validationErrors, ['stops']),
      };
    }),
    moveStop: (from, to) => set((state) => {
      const { stops } = state;
      if (from === to || from < 0 || to < 0 || from >= stops.length || to >= stops.length) return {};
      const next = [...stops];
      const [moved] = next.splice(from, 1);
      if (!moved) return {};
      next.splice(to, 0, moved);
      return { stops: next, validationErrors: withoutErrorsFor(state.validationErrors, ['stops']) };
    }),
    setAddress: (target, address) => set((state) => {
      if (target === 'pickup') {
        return {
          pickUpAddress: address ? { ...address, stopType: 'pickup' } : null,
          pickUpTz: address?.place?.timezone ?? null,
          validationErrors: withoutErrorsFor(state.validationErrors, ['pickUpAddress']),
        };
      }
      if (target === 'dropoff') {
        return {
          dropOffAddress: address ? { ...address, stopType: 'dropoff' } : null,
          validationErrors: withoutErrorsFor(state.validationErrors, ['dropOffAddress']),
        };
      }
      if (target < 0 || target >= state.stops.length) return {};
      const stop = address ? { ...address, stopType: 'stop' as const } : emptyAddressStop('stop');
      return {
        stops: state.stops.map((existing, i) => (i === target ? stop : existing)),
        validationErrors: withoutErrorsFor(state.validationErrors, [`stops.${target}`]),
      };
    }),

    resetForNewBooking: (pageViewGuid) => set((state) => {
      if (!resetsStepperOnEnter(state.action)) {
        return { driverDetails: null, ...(pageViewGuid !== undefined ? { pageViewGuid } : {}) };
      }
      return initialBookingStepperFields(pageViewGuid ?? state.pageViewGuid);
    }),
    applyReturnTrip: (origin) => set((state) => returnTrip(fieldsOf(state), origin)),
    applyDuplicate: (origin) => set((state) => duplicate(fieldsOf(state), origin)),
    applyFollowUp: (request, origin) => set((state) => followUp(fieldsOf(state), request, origin)),
    applyChatRequest: (request) => set((state) => fromChat(fieldsOf(state), request)),
    loadReservation: (details, userCards) => set(() => ({
      ...loadReservationIntoStepper(details, userCards),
      step: 1,
      validationErrors: {},
    })),
    setConfirmation: (response) => set({
      reservationResponse: response,
      reservationId: response.reservationId,
      reservationStatus: response.reservationStatus,
    }),
    setValidationErrors: (validationErrors) => set({ validationErrors }),
  }));
}

export type StepperStore = ReturnType<typeof createStepperStore>;

/** One per page; the booking and bookings elements share it through the import map. */
export const stepperStore: StepperStore = createStepperStore();
