import { TEXT_LIMITS, type ChosenCarService, type Passenger } from '@curbside/contracts';
import { isValidEmail } from './account/contact-info.ts';
import { BOOKING_ERRORS } from './booking/messages.ts';
import { isValidFullName } from './booking/validation.ts';
import { vehicleCapacity, type VehicleMixLine } from './vehicle-mix.ts';

// Event booking (issue 16): the attendee list an organizer pastes or uploads, who rides in which
// vehicle, and what each vehicle's reservation says. Designed: the spec gives the capacities only
// (001 §9, vehicle-mix.ts); the passenger rules are 001 §5's.

/** One attendee read from the list: the line it came from, a full name, an email and/or a phone. */
export interface Attendee {
  line: number;
  fullName: string;
  email: string | null;
  phone: string | null;
}

/** A line of the list that could not be read, with why ('Line 4: Email is not valid'). */
export interface AttendeeProblem {
  line: number;
  /** The line as typed, so nothing is lost. */
  text: string;
  message: string;
}

export const ATTENDEE_MESSAGES = {
  noContact: 'Add a phone or an email',
  noAttendees: 'Add the attendees: paste a list or choose a CSV file',
  phoneNotValid: 'Phone is not valid',
} as const;

type Column = 'name' | 'firstName' | 'lastName' | 'email' | 'phone';

const HEADER_PATTERNS: ReadonlyArray<{ column: Column; pattern: RegExp }> = [
  { column: 'firstName', pattern: /^(first|given)[ _-]?name$|^first$/i },
  { column: 'lastName', pattern: /^(last|family|sur)[ _-]?name$|^surname$|^last$/i },
  { column: 'email', pattern: /e-?mail/i },
  { column: 'phone', pattern: /phone|mobile|cell|tel/i },
  { column: 'name', pattern: /name|attendee|guest|passenger/i },
];

const headerColumn = (cell: string): Column | null =>
  HEADER_PATTERNS.find(({ pattern }) => pattern.test(cell.trim()))?.column ?? null;

const PHONE_CHARS = /^\+?[\d\s\-().]+$/;
const looksLikePhone = (cell: string): boolean => PHONE_CHARS.test(cell.trim()) && (cell.match(/\d/g)?.length ?? 0) >= 7;
const looksLikeEmail = (cell: string): boolean => cell.includes('@');

/** The first row names the columns when one of its cells is a known column name and none is an email or a phone. */
function headerOf(row: readonly string[]): Map<number, Column> | null {
  if (row.some((cell) => looksLikeEmail(cell) || looksLikePhone(cell))) return null;
  const columns = new Map<number, Column>();
  row.forEach((cell, index) => {
    const column = headerColumn(cell);
    if (column && ![...columns.values()].includes(column)) columns.set(index, column);
  });
  return columns.size > 0 ? columns : null;
}

/** Whether a row is a line of column names ('Name,Email,Phone'): a file added under a list drops it. */
export function isAttendeeHeader(row: readonly string[]): boolean {
  return headerOf(row) !== null;
}

/** A row without a header: an email is the cell with '@', a phone the cell of digits, the rest is the name. */
function readUnlabelled(row: readonly string[]): Omit<Attendee, 'line'> {
  const cells = row.map((cell) => cell.trim()).filter(Boolean);
  const email = cells.find(looksLikeEmail) ?? null;
  const phone = cells.find((cell) => cell !== email && looksLikePhone(cell)) ?? null;
  const fullName = cells.filter((cell) => cell !== email && cell !== phone).join(' ');
  return { fullName, email, phone };
}

function readLabelled(row: readonly string[], columns: Map<number, Column>): Omit<Attendee, 'line'> {
  const cell = (column: Column): string => {
    const index = [...columns.entries()].find(([, c]) => c === column)?.[0];
    return index === undefined ? '' : (row[index] ?? '').trim();
  };
  const fullName = cell('name') || [cell('firstName'), cell('lastName')].filter(Boolean).join(' ');
  return { fullName, email: cell('email') || null, phone: cell('phone') || null };
}

function problemOf(attendee: Omit<Attendee, 'line'>): string | null {
  if (!attendee.fullName) return BOOKING_ERRORS.fullNameRequired;
  if (!isValidFullName(attendee.fullName)) return BOOKING_ERRORS.fullNameNotValid;
  if (!attendee.email && !attendee.phone) return ATTENDEE_MESSAGES.noContact;
  if (attendee.email && !isValidEmail(attendee.email)) return BOOKING_ERRORS.emailNotValid;
  if (attendee.phone && !looksLikePhone(attendee.phone)) return ATTENDEE_MESSAGES.phoneNotValid;
  return null;
}

/**
 * The attendees of a pasted list or a CSV file, already split into rows and cells (the element
 * parses the text). A first row of column names ('Name', 'First name', 'Email', 'Phone', ...) says
 * which cell is which; without one, each cell is read by its look. Blank lines are skipped; a line
 * that breaks the 001 §5 passenger rules (a full name of two words, a valid email) or has no phone
 * or email is reported with its line number (1 = the first line) and its text, never dropped silently.
 */
export function readAttendees(rows: readonly (readonly string[])[]): { attendees: Attendee[]; problems: AttendeeProblem[] } {
  const attendees: Attendee[] = [];
  const problems: AttendeeProblem[] = [];
  const firstFilled = rows.findIndex((row) => row.some((cell) => cell.trim()));
  const columns = firstFilled >= 0 ? headerOf(rows[firstFilled] ?? []) : null;
  rows.forEach((row, index) => {
    if (!row.some((cell) => cell.trim())) return;
    if (columns && index === firstFilled) return;
    const line = index + 1;
    const attendee = columns ? readLabelled(row, columns) : readUnlabelled(row);
    const message = problemOf(attendee);
    if (message) problems.push({ line, text: row.join(', '), message });
    else attendees.push({ line, ...attendee });
  });
  return { attendees, problems };
}

/** One vehicle of a mix: its place in the list (0-based), its class and seats. */
export interface EventVehicle {
  index: number;
  vehicleClass: VehicleMixLine['vehicleClass'];
  seats: number;
}

/** The vehicles of a mix one by one, largest first, as the mix lists them. */
export function mixVehicles(mix: readonly VehicleMixLine[]): EventVehicle[] {
  return mix.flatMap((line) => Array.from({ length: line.count }, () => ({ vehicleClass: line.vehicleClass, seats: line.seats })))
    .map((vehicle, index) => ({ index, ...vehicle }));
}

/** 'Vehicle 2 · Minibus, 30 seats'. */
export function vehicleLabel(vehicle: EventVehicle): string {
  return `Vehicle ${vehicle.index + 1} · ${vehicle.vehicleClass}, ${vehicle.seats} seats`;
}

/** People in each vehicle from a chosen vehicle index per attendee; a choice beyond the mix counts nowhere. */
export function vehicleLoads(choices: readonly number[], vehicles: readonly EventVehicle[]): number[] {
  const loads = vehicles.map(() => 0);
  for (const choice of choices) if (choice >= 0 && choice < loads.length) loads[choice] = (loads[choice] ?? 0) + 1;
  return loads;
}

/** 'Vehicle 2 has 31 people for 30 seats' for each vehicle over its seats; an attendee without a vehicle is named too. */
export function assignmentProblems(choices: readonly number[], vehicles: readonly EventVehicle[]): string[] {
  const loads = vehicleLoads(choices, vehicles);
  const over = vehicles.flatMap((vehicle) => {
    const load = loads[vehicle.index] ?? 0;
    return load > vehicle.seats ? [`Vehicle ${vehicle.index + 1} has ${load} people for ${vehicle.seats} seats`] : [];
  });
  const unseated = choices.filter((choice) => choice < 0 || choice >= vehicles.length).length;
  return unseated > 0 ? [...over, `${unseated} ${unseated === 1 ? 'attendee has' : 'attendees have'} no vehicle`] : over;
}

/** The organizer as the booking's contact passenger, from the signed-in user. */
export interface Organizer {
  userId: number;
  fullName: string;
  email: string | null;
  mobilePhone: string | null;
  workPhone: string | null;
}

const asPassenger = (attendee: Attendee, main: boolean): Passenger => ({
  userId: null,
  employeeId: null,
  fullName: attendee.fullName.trim(),
  email: attendee.email,
  // A phone goes with the passenger only with its country calling code (001 §3 'code-number' or '+...'); the notes list it anyway.
  mobilePhone: attendee.phone?.trim().startsWith('+') ? attendee.phone.trim() : null,
  workPhone: null,
  countryCode: null,
  mainPassenger: main,
  isPackage: false,
  preferredContactMethod: 'Email',
});

/**
 * The passengers of one vehicle's reservation: its attendees, the first with an email as the main
 * passenger (001 §5: the main passenger needs an email). A vehicle none of whose attendees has an
 * email gets the organizer as its main passenger, the contact of the ride.
 */
export function vehiclePassengers(attendees: readonly Attendee[], organizer: Organizer): Passenger[] {
  const mainIndex = attendees.findIndex((a) => a.email);
  if (mainIndex < 0) {
    const contact: Passenger = {
      ...asPassenger({ line: 0, fullName: organizer.fullName, email: organizer.email, phone: null }, true),
      userId: organizer.userId, mobilePhone: organizer.mobilePhone, workPhone: organizer.workPhone,
    };
    return [contact, ...attendees.map((a) => asPassenger(a, false))];
  }
  const main = attendees[mainIndex];
  const rest = attendees.filter((_, i) => i !== mainIndex);
  return [...(main ? [asPassenger(main, true)] : []), ...rest.map((a) => asPassenger(a, false))];
}

/**
 * A vehicle's notes (the driver's list): the event, the vehicle, the luggage and each attendee
 * with their phone, within the notes limit; what does not fit is counted ('and 3 more').
 */
export function vehicleNotes(input: { eventName: string; vehicle: EventVehicle; vehicleCount: number; luggage: number; attendees: readonly Attendee[] }): string {
  const { eventName, vehicle, vehicleCount, luggage, attendees } = input;
  const head = `${eventName.trim() || 'Event'}: vehicle ${vehicle.index + 1} of ${vehicleCount} (${vehicle.vehicleClass}, ${vehicle.seats} seats)`
    + `${luggage > 0 ? `, ${luggage} ${luggage === 1 ? 'bag' : 'bags'} for the group` : ''}. Attendees (${attendees.length}): `;
  const names = attendees.map((a) => (a.phone ? `${a.fullName} ${a.phone}` : a.fullName));
  let text = head;
  for (let i = 0; i < names.length; i++) {
    const next = `${i > 0 ? '; ' : ''}${names[i]}`;
    const rest = names.length - i;
    const tail = `; and ${rest} more`;
    if (text.length + next.length + (i < names.length - 1 ? tail.length : 0) > TEXT_LIMITS.note) return `${text}${i > 0 ? tail : `and ${rest} more`}`;
    text += next;
  }
  return text;
}

/**
 * The car service that takes a vehicle of the mix: a service not filtered out whose vehicle seats
 * it (the domain capacity of its type, the largest size where a class has a range), the smallest
 * such vehicle, a preferred provider first. None for a motorcoach (the bus quote request covers it).
 */
export function serviceForVehicle<T extends Pick<ChosenCarService, 'vehicleType' | 'isFilteredOut' | 'isPreferred'>>(
  vehicle: Pick<EventVehicle, 'seats'>, services: readonly T[],
): T | null {
  const seated = services
    .map((service, order) => ({ service, order, seats: vehicleCapacity(service.vehicleType).max }))
    .filter(({ service, seats }) => !service.isFilteredOut && seats >= vehicle.seats)
    .sort((a, b) => a.seats - b.seats || Number(b.service.isPreferred) - Number(a.service.isPreferred) || a.order - b.order);
  return seated[0]?.service ?? null;
}
