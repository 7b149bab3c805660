import { describe, expect, it } from 'vitest';
import type { BookingAccount, CarLinePayload } from '@curbside/contracts';
import { CAR_LINE_MESSAGES } from '@curbside/domain';
import {
  draftOf, draftProblems, emptyDraft, errorsByField, fieldOfProblem, payloadOf, rangeDraft, refusalsOf, scheduleSummary, weekdaysLabel,
  type CarLineDraft, type DraftField,
} from './car-line-draft.ts';

const A = { lat: 40.74, lng: -74.0 };
const B = { lat: 40.74, lng: -73.97 };
const C = { lat: 40.768, lng: -73.96 };
const PICKUP = { displayName: 'Acme HQ', geometry: { location: { lat: 40.7488, lng: -73.9854 } } };
const ACCOUNTS: BookingAccount[] = [
  { bookingAccountId: 1, name: 'Metro', carProviderCode: 'MBC', isActive: true },
  { bookingAccountId: 2, name: 'Harbor', carProviderCode: 'HBL', isActive: true },
  { bookingAccountId: 3, name: 'Old', carProviderCode: null, isActive: false },
];

const sound = (over: Partial<CarLineDraft> = {}): CarLineDraft => ({
  ...emptyDraft({ points: [A, B, C], closed: true }),
  name: 'Lobby', bookingAccountId: 2, fallbackBookingAccountId: 1, pickupPlace: PICKUP, ...over,
});

describe('car-line draft', () => {
  it('sends the region as a closed ring (first point repeated last), closed in the editor or not', () => {
    expect(payloadOf(sound()).regionShape).toEqual([A, B, C, A]);
    expect(payloadOf(sound({ region: { points: [A, B, C], closed: false } })).regionShape).toEqual([A, B, C, A]);
  });

  it('sends trimmed texts, empty ones as null, weekdays in week order and exception dates sorted', () => {
    const payload = payloadOf(sound({
      name: '  Lobby  ', confirmationMessage: '  ', projectCode: ' PRJ ', weekdays: ['Friday', 'Monday'], exceptionDates: ['2027-01-01', '2026-12-25'],
    }));
    expect(payload.carlineDetails).toMatchObject({ carlineName: 'Lobby', confirmationMessage: null, projectCode: 'PRJ', departmentCode: null });
    expect(payload.simplifiedWeeklySchedule.weekdays).toEqual(['Monday', 'Friday']);
    expect(payload.exceptionDates).toEqual(['2026-12-25', '2027-01-01']);
  });

  it('reads a saved line back into the same payload', () => {
    const saved: CarLinePayload = payloadOf(sound({ carlineDetailsId: 7, timeRanges: [rangeDraft('22:00', '02:00')], isOnHoldMode: true }));
    expect(payloadOf(draftOf(saved, { points: [A, B, C], closed: true }))).toEqual(saved);
  });

  it.each<[string, Partial<CarLineDraft>, DraftField, string]>([
    ['no name', { name: '  ' }, 'name', CAR_LINE_MESSAGES.nameMissing],
    ['no account', { bookingAccountId: null }, 'bookingAccount', CAR_LINE_MESSAGES.bookingAccountNotFirm],
    ['an inactive account', { bookingAccountId: 3 }, 'bookingAccount', CAR_LINE_MESSAGES.bookingAccountNotFirm],
    ['the fallback is the account', { fallbackBookingAccountId: 2 }, 'fallback', CAR_LINE_MESSAGES.fallbackSameAccount],
    ['no pickup', { pickupPlace: null }, 'pickupPlace', CAR_LINE_MESSAGES.pickupMissing],
    ['two points', { region: { points: [A, B], closed: false } }, 'region', CAR_LINE_MESSAGES.regionTooSmall],
    ['no weekday', { weekdays: [] }, 'weekdays', CAR_LINE_MESSAGES.noWeekdays],
    ['no range', { timeRanges: [] }, 'timeRanges', CAR_LINE_MESSAGES.noTimeRanges],
    ['an empty range', { timeRanges: [rangeDraft('09:00', '09:00')] }, 'timeRanges', CAR_LINE_MESSAGES.emptyRange],
    ['overlapping ranges', { timeRanges: [rangeDraft('08:00', '12:00'), rangeDraft('11:00', '13:00')] }, 'timeRanges',
      CAR_LINE_MESSAGES.overlappingRanges('08:00–12:00', '11:00–13:00')],
    ['a bad exception date', { exceptionDates: ['2026-02-30'] }, 'exceptionDates', CAR_LINE_MESSAGES.badExceptionDate('2026-02-30')],
  ])('refuses %s at its field with the server\'s words', (_rule, over, field, message) => {
    expect(draftProblems(sound(over), ACCOUNTS)).toEqual({ [field]: message });
  });

  it('lets a range across midnight and no fallback pass', () => {
    expect(draftProblems(sound({ fallbackBookingAccountId: null, timeRanges: [rangeDraft('18:00', '01:00')] }), ACCOUNTS)).toEqual({});
  });

  it.each<[string, string | undefined, DraftField]>([
    [CAR_LINE_MESSAGES.pickupOutsideRegion, undefined, 'pickupPlace'],
    [CAR_LINE_MESSAGES.regionTooSmall, undefined, 'region'],
    [CAR_LINE_MESSAGES.accountTaken('Acme HQ lobby'), undefined, 'bookingAccount'],
    [CAR_LINE_MESSAGES.overlappingRanges('07:00–10:00', '09:00–11:00'), undefined, 'timeRanges'],
    [CAR_LINE_MESSAGES.badExceptionDate('tomorrow'), undefined, 'exceptionDates'],
    ['Too small: expected array to have >=4 items', 'regionShape', 'region'],
    ['Use at most 100 characters', 'carlineDetails.projectCode', 'projectCode'],
    ['Invalid input', 'carlineDetails.pickupPlace.geometry.location.lat', 'pickupPlace'],
    ['Car line not found', undefined, 'form'],
  ])('puts the server\'s %j (path %s) by the field %s', (message, path, field) => {
    expect(fieldOfProblem(message, path)).toBe(field);
  });

  it('reads the refusals of an error answer, the listed ones first, else its message', () => {
    const listed = { message: 'x', data: [{ message: CAR_LINE_MESSAGES.pickupOutsideRegion }, { message: CAR_LINE_MESSAGES.noWeekdays }] };
    expect(errorsByField(refusalsOf(listed))).toEqual({ pickupPlace: CAR_LINE_MESSAGES.pickupOutsideRegion, weekdays: CAR_LINE_MESSAGES.noWeekdays });
    expect(refusalsOf({ message: 'Car line not found' })).toEqual([{ message: 'Car line not found' }]);
    expect(refusalsOf('Bad gateway')).toEqual([]);
  });

  it.each<[CarLineDraft['weekdays'], string]>([
    [['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], 'Mon–Fri'],
    [['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], 'Every day'],
    [['Monday', 'Wednesday', 'Saturday'], 'Mon, Wed, Sat'],
    [['Saturday', 'Sunday'], 'Sun, Sat'],
    [[], 'No weekdays'],
  ])('names the weekdays %j as %s', (days, label) => {
    expect(weekdaysLabel(days)).toBe(label);
  });

  it('sums a line up: weekdays, ranges (across midnight said so) and exception dates', () => {
    const line = payloadOf(sound({ timeRanges: [rangeDraft('07:00', '10:00'), rangeDraft('22:00', '02:00')], exceptionDates: ['2026-12-25'] }));
    expect(scheduleSummary(line)).toBe('Mon–Fri · 07:00–10:00, 22:00–02:00 (across midnight) · 1 exception date');
  });
});
