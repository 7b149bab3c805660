import type { AddressStop, Firm, UserSettings } from '@curbside/contracts';
import { cardLabel, formatDate, formatTime, type BookingStepperFields } from '@curbside/domain';
import { BILL_TO_COMPANY_LABEL } from '../car/payment-choices.ts';

// The texts of step 4 (spec 001 §2 Summary: everything chosen). Pure, so they are tested
// without a browser.

/** designed: how the summary names the reservation types (001 §3 regular, asDirected, timeJob). */
export function reservationTypeText(state: Pick<BookingStepperFields, 'reservationType' | 'timeJobHours'>): string {
  switch (state.reservationType) {
    case 'asDirected': return 'As directed';
    case 'timeJob': {
      const hours = state.timeJobHours ?? 0;
      return `Hourly, ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
    }
    default: return 'One way';
  }
}

/** 'ASAP', or the pickup date and time in the user's formats (001 §9), with the pickup's timezone abbreviation. */
export function pickupWhenText(
  state: Pick<BookingStepperFields, 'isAsap' | 'date' | 'time' | 'pickUpAddress'>,
  settings: Pick<UserSettings, 'dateFormat' | 'timeFormat'> | null,
): string {
  if (state.isAsap) return 'ASAP';
  if (!state.date || !state.time) return 'Not chosen yet';
  // The local pickup wall-clock: read and written in the same zone, so the text is unchanged.
  const at = new Date(`${state.date}T${state.time.length === 5 ? `${state.time}:00` : state.time}`);
  if (Number.isNaN(at.getTime())) return `${state.date} ${state.time}`;
  const place = state.pickUpAddress?.place;
  const zone = (place?.timezone ? zoneAbbreviation(state.date, place.timezone) : null) ?? place?.timezoneAbbreviation;
  return [formatDate(at, settings?.dateFormat), formatTime(at, settings?.timeFormat), zone].filter(Boolean).join(' ');
}

/**
 * The pickup zone's short name on that day ('EDT' in May, 'EST' in January): a place's stored
 * abbreviation does not follow daylight saving time. Null for an unknown zone.
 */
export function zoneAbbreviation(date: string, timeZone: string): string | null {
  const noon = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return null;
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(noon);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}

/** The name line and the address line of a stop. */
export function placeLines(address: AddressStop | null | undefined): { title: string; detail: string | null } {
  const place = address?.place;
  if (!place) return { title: 'Not chosen yet', detail: null };
  const name = place.displayName || place.name || place.address || '';
  const title = place.iataCode && !name.includes(place.iataCode) ? `${name} (${place.iataCode})` : name;
  const secondary = place.displayNameSecondary || (place.address && place.address !== name ? place.address : null);
  const manual = place.manualNameOrNumber ? `${place.manualNameOrNumber}, ` : '';
  return { title, detail: secondary ? `${manual}${secondary}` : manual ? manual.slice(0, -2) : null };
}

/** Flight, terminal and meet-and-greet of a stop ('Flight BA117 · Terminal 5'). */
export function flightText(address: AddressStop | null | undefined): string | null {
  const flight = address?.flight;
  if (!flight) return null;
  const parts = [
    flight.flightCode ? `Flight ${flight.flightCode}` : null,
    flight.terminal ? `Terminal ${flight.terminal.replace(/^terminal\s+/i, '')}` : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** 'Visa •••• 4242', 'Bill to company', or 'Not chosen yet'. */
export function paymentText(
  state: Pick<BookingStepperFields, 'paymentOption' | 'creditCard' | 'billCompany'>,
  billingSystem: string | null | undefined,
): string {
  if (state.paymentOption === 'DB' || (billingSystem === 'FN' && state.billCompany)) return BILL_TO_COMPANY_LABEL;
  const card = state.creditCard?.card;
  if (card) return cardLabel(card);
  return 'Not chosen yet';
}

/** The purpose of journey's name, or null when none is chosen. */
export function purposeText(purposeOfJourneyId: number | null, firm: Pick<Firm, 'purposeOfJourney'> | null): string | null {
  if (!purposeOfJourneyId || purposeOfJourneyId <= 0) return null;
  const purpose = firm?.purposeOfJourney.find((p) => p.firmPurposeOfJourneyId === purposeOfJourneyId);
  return purpose?.displayName ?? null;
}

/** One row per chosen cost allocation code: the firm's name of the type, and 'code – description'. */
export function costAllocationRows(
  codes: BookingStepperFields['costAllocations'],
  firm: Pick<Firm, 'costAllocations'> | null,
): { label: string; value: string }[] {
  return codes
    .filter((code) => code.codeValue.trim() !== '')
    .map((code) => {
      const config = firm?.costAllocations.find((c) => c.costAllocationType === code.costAllocationType);
      const description = code.description?.trim();
      return {
        label: config?.displayName ?? code.costAllocationType,
        value: description && description !== code.codeValue ? `${code.codeValue} – ${description}` : code.codeValue,
      };
    });
}
