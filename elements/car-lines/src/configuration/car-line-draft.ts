import { WEEKDAYS, type AddressPlace, type BookingAccount, type CarLinePayload, type LatLng, type Weekday } from '@curbside/contracts';
import {
  CAR_LINE_MESSAGES, closeRing, exceptionDateProblems, regionProblems, scheduleProblems, timeRangeLabel,
} from '@curbside/domain';
import type { EditablePolygon } from '@curbside/ui';

// The car-line configuration form's state (001 §3 Car line and region payload; issue 16): what a
// super admin types, the payload it becomes, and which field each refusal belongs to, whether the
// form's own check (the domain's rules, the server's words) or the server's answer said it.

/** One time range as typed: a key so the list keeps each row's focus while rows come and go. */
export interface RangeDraft {
  key: number;
  fromTime: string;
  toTime: string;
}

export interface CarLineDraft {
  carlineDetailsId: number | null;
  firmPlaceId: number | null;
  name: string;
  bookingAccountId: number | null;
  fallbackBookingAccountId: number | null;
  region: EditablePolygon;
  pickupPlace: AddressPlace | null;
  rollerPlace: AddressPlace | null;
  rollerDropoffPlace: AddressPlace | null;
  weekdays: Weekday[];
  timeRanges: RangeDraft[];
  exceptionDates: string[];
  isOnHoldMode: boolean;
  confirmationMessage: string;
  projectCode: string;
  departmentCode: string;
}

/** The fields a message can belong to; 'form' is what belongs to none (shown above the buttons). */
export const DRAFT_FIELDS = [
  'name', 'bookingAccount', 'fallback', 'pickupPlace', 'rollerPlace', 'rollerDropoffPlace', 'region', 'weekdays', 'timeRanges',
  'exceptionDates', 'confirmationMessage', 'projectCode', 'departmentCode', 'form',
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type DraftErrors = Partial<Record<DraftField, string>>;

let nextRangeKey = 1;
/** A new time range row. */
export const rangeDraft = (fromTime: string, toTime: string): RangeDraft => ({ key: nextRangeKey++, fromTime, toTime });

/** A new line: weekdays Monday to Friday, one range from 08:00 to 18:00, nothing else chosen. */
export function emptyDraft(region: EditablePolygon): CarLineDraft {
  return {
    carlineDetailsId: null, firmPlaceId: null, name: '', bookingAccountId: null, fallbackBookingAccountId: null, region,
    pickupPlace: null, rollerPlace: null, rollerDropoffPlace: null,
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], timeRanges: [rangeDraft('08:00', '18:00')],
    exceptionDates: [], isOnHoldMode: false, confirmationMessage: '', projectCode: '', departmentCode: '',
  };
}

/** A saved line as the form edits it (`region`: its ring as the map's polygon, polygonFromRing). */
export function draftOf(line: CarLinePayload, region: EditablePolygon): CarLineDraft {
  const details = line.carlineDetails;
  return {
    carlineDetailsId: details.carlineDetailsId, firmPlaceId: details.firmPlaceId, name: details.carlineName,
    bookingAccountId: line.bookingAccountId, fallbackBookingAccountId: details.fallbackBookingAccountId, region,
    pickupPlace: details.pickupPlace, rollerPlace: details.rollerPlace, rollerDropoffPlace: details.rollerDropoffPlace,
    weekdays: WEEKDAYS.filter((day) => line.simplifiedWeeklySchedule.weekdays.includes(day)),
    timeRanges: line.simplifiedWeeklySchedule.timeRanges.map((r) => rangeDraft(r.fromTime, r.toTime)),
    exceptionDates: [...line.exceptionDates],
    isOnHoldMode: details.isOnHoldMode,
    confirmationMessage: details.confirmationMessage ?? '', projectCode: details.projectCode ?? '', departmentCode: details.departmentCode ?? '',
  };
}

const orNull = (text: string): string | null => (text.trim() ? text.trim() : null);

/** The region as sent: the drawn points with the ring closed (001 §3, the domain's closeRing). */
export const regionShapeOf = (points: readonly LatLng[]): LatLng[] => closeRing(points);

/** The payload of POST /superadmin/carlines (create) and /superadmin/carline (update). */
export function payloadOf(draft: CarLineDraft): CarLinePayload {
  return {
    bookingAccountId: draft.bookingAccountId ?? 0,
    regionShape: regionShapeOf(draft.region.points),
    exceptionDates: [...draft.exceptionDates].sort(),
    carlineDetails: {
      carlineDetailsId: draft.carlineDetailsId,
      carlineName: draft.name.trim(),
      firmPlaceId: draft.firmPlaceId,
      pickupPlace: draft.pickupPlace,
      rollerPlace: draft.rollerPlace,
      rollerDropoffPlace: draft.rollerDropoffPlace,
      isOnHoldMode: draft.isOnHoldMode,
      fallbackBookingAccountId: draft.fallbackBookingAccountId,
      confirmationMessage: orNull(draft.confirmationMessage),
      projectCode: orNull(draft.projectCode),
      departmentCode: orNull(draft.departmentCode),
    },
    simplifiedWeeklySchedule: {
      weekdays: WEEKDAYS.filter((day) => draft.weekdays.includes(day)),
      timeRanges: draft.timeRanges.map(({ fromTime, toTime }) => ({ fromTime, toTime })),
    },
  };
}

/** A message made by one of the messages' functions: its words around the blanks. */
const HOLE = '\u0000';
const templateOf = (message: string): RegExp => new RegExp(`^${message.split(HOLE).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
const BY_TEMPLATE: ReadonlyArray<[RegExp, DraftField]> = [
  [templateOf(CAR_LINE_MESSAGES.accountTaken(HOLE)), 'bookingAccount'],
  [templateOf(CAR_LINE_MESSAGES.overlappingRanges(HOLE, HOLE)), 'timeRanges'],
  [templateOf(CAR_LINE_MESSAGES.badExceptionDate(HOLE)), 'exceptionDates'],
];

const BY_MESSAGE: ReadonlyMap<string, DraftField> = new Map<string, DraftField>([
  [CAR_LINE_MESSAGES.nameMissing, 'name'],
  [CAR_LINE_MESSAGES.bookingAccountNotFirm, 'bookingAccount'],
  [CAR_LINE_MESSAGES.fallbackSameAccount, 'fallback'],
  [CAR_LINE_MESSAGES.pickupMissing, 'pickupPlace'],
  [CAR_LINE_MESSAGES.pickupOutsideRegion, 'pickupPlace'],
  [CAR_LINE_MESSAGES.regionTooSmall, 'region'],
  [CAR_LINE_MESSAGES.regionNotClosed, 'region'],
  [CAR_LINE_MESSAGES.noWeekdays, 'weekdays'],
  [CAR_LINE_MESSAGES.noTimeRanges, 'timeRanges'],
  [CAR_LINE_MESSAGES.badTime, 'timeRanges'],
  [CAR_LINE_MESSAGES.emptyRange, 'timeRanges'],
]);

/** The field of a payload path the contract refused ('carlineDetails.pickupPlace.geometry'). */
const BY_PATH: ReadonlyArray<[string, DraftField]> = [
  ['bookingAccountId', 'bookingAccount'],
  ['regionShape', 'region'],
  ['exceptionDates', 'exceptionDates'],
  ['simplifiedWeeklySchedule.weekdays', 'weekdays'],
  ['simplifiedWeeklySchedule.timeRanges', 'timeRanges'],
  ['carlineDetails.carlineName', 'name'],
  ['carlineDetails.fallbackBookingAccountId', 'fallback'],
  ['carlineDetails.pickupPlace', 'pickupPlace'],
  ['carlineDetails.rollerPlace', 'rollerPlace'],
  ['carlineDetails.rollerDropoffPlace', 'rollerDropoffPlace'],
  ['carlineDetails.confirmationMessage', 'confirmationMessage'],
  ['carlineDetails.projectCode', 'projectCode'],
  ['carlineDetails.departmentCode', 'departmentCode'],
];

/** Which field a refusal belongs to: by the payload path the contract named, else by its words. */
export function fieldOfProblem(message: string, path?: string): DraftField {
  const byPath = path ? BY_PATH.find(([prefix]) => path === prefix || path.startsWith(`${prefix}.`)) : undefined;
  if (byPath) return byPath[1];
  const exact = BY_MESSAGE.get(message);
  if (exact) return exact;
  return BY_TEMPLATE.find(([template]) => template.test(message))?.[1] ?? 'form';
}

/** The problems as errors by field, the first one of each field kept. */
export function errorsByField(problems: ReadonlyArray<{ message: string; path?: string }>): DraftErrors {
  const errors: DraftErrors = {};
  for (const { message, path } of problems) {
    const field = fieldOfProblem(message, path);
    errors[field] ??= message;
  }
  return errors;
}

type Refusal = { message: string; path?: string };

const isRefusal = (value: unknown): value is Refusal => typeof value === 'object' && value !== null
  && typeof (value as Refusal).message === 'string' && ['string', 'undefined'].includes(typeof (value as Refusal).path);

/** The refusals in a failed save's answer ({ message, data: [{ message, path? }] }); [] when it has none. */
export function refusalsOf(body: unknown): Refusal[] {
  if (typeof body !== 'object' || body === null) return [];
  const { message, data } = body as { message?: unknown; data?: unknown };
  const listed = Array.isArray(data) ? data.filter(isRefusal) : [];
  if (listed.length) return listed;
  return typeof message === 'string' && message ? [{ message }] : [];
}

/**
 * What the form refuses before sending, with the server's rules and words (so the field shows the
 * same message either way). Whether the pickup lies inside the region is left to the server.
 */
export function draftProblems(draft: CarLineDraft, accounts: readonly BookingAccount[]): DraftErrors {
  const payload = payloadOf(draft);
  const account = accounts.find((a) => a.bookingAccountId === draft.bookingAccountId && a.isActive);
  return errorsByField([
    ...(payload.carlineDetails.carlineName ? [] : [{ message: CAR_LINE_MESSAGES.nameMissing }]),
    ...(account ? [] : [{ message: CAR_LINE_MESSAGES.bookingAccountNotFirm }]),
    ...(draft.fallbackBookingAccountId !== null && draft.fallbackBookingAccountId === draft.bookingAccountId
      ? [{ message: CAR_LINE_MESSAGES.fallbackSameAccount }] : []),
    ...(draft.pickupPlace?.geometry?.location ? [] : [{ message: CAR_LINE_MESSAGES.pickupMissing }]),
    ...regionProblems(payload.regionShape).map((message) => ({ message })),
    ...scheduleProblems(payload.simplifiedWeeklySchedule).map((message) => ({ message })),
    ...exceptionDateProblems(payload.exceptionDates).map((message) => ({ message })),
  ]);
}

const SHORT_DAY: Readonly<Record<Weekday, string>> = {
  Sunday: 'Sun', Monday: 'Mon', Tuesday: 'Tue', Wednesday: 'Wed', Thursday: 'Thu', Friday: 'Fri', Saturday: 'Sat',
};

/** 'Mon–Fri', 'Mon, Wed, Sat', 'Every day': the chosen weekdays, runs of three or more as a span. */
export function weekdaysLabel(days: readonly Weekday[]): string {
  const indexes = WEEKDAYS.map((day, i) => (days.includes(day) ? i : -1)).filter((i) => i >= 0);
  if (indexes.length === 7) return 'Every day';
  if (indexes.length === 0) return 'No weekdays';
  const runs: number[][] = [];
  for (const i of indexes) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === i - 1) run.push(i);
    else runs.push([i]);
  }
  const name = (i: number) => SHORT_DAY[WEEKDAYS[i] ?? 'Sunday'];
  return runs.map((run) => {
    const first = run[0] ?? 0;
    const last = run[run.length - 1] ?? first;
    return run.length >= 3 ? `${name(first)}–${name(last)}` : run.map(name).join(', ');
  }).join(', ');
}

/** The operational schedule in a line: 'Mon–Fri · 07:00–10:00, 16:00–23:30 · 2 exception dates'. */
export function scheduleSummary(line: CarLinePayload): string {
  const schedule = line.simplifiedWeeklySchedule;
  const exceptions = line.exceptionDates.length;
  return [
    weekdaysLabel(schedule.weekdays),
    schedule.timeRanges.map(timeRangeLabel).join(', ') || 'no hours',
    ...(exceptions ? [`${exceptions} exception date${exceptions === 1 ? '' : 's'}`] : []),
  ].join(' · ');
}

/** A place's name as the form shows it. */
export const placeText = (place: AddressPlace | null | undefined): string => place?.displayName ?? place?.name ?? place?.address ?? '';
