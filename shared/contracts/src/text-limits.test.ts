import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SupportTicketSchema } from './entities/auth.ts';
import { NewCostAllocationSchema } from './entities/costAllocation.ts';
import { PlaceSchema } from './entities/place.ts';
import { PassengerSchema } from './entities/reservation.ts';
import { adminEndpoints } from './endpoints/admin.ts';
import { reservationEndpoints } from './endpoints/reservations.ts';
import { TEXT_CEILING, TEXT_LIMITS, boundedText, tooLongMessage } from './text-limits.ts';

const text = (length: number) => 'a'.repeat(length);
const place = { placeId: null, name: 'Home', placeType: 'Home', address: '1 Main St' };
const passenger = { userId: 1, fullName: 'Ava Employee', email: null, mobilePhone: null, workPhone: null, countryCode: null, mainPassenger: true, isPackage: false, token: null };

/** The message of the first issue when `field` of `base` is `value`, or null when it parses. */
function issueWith(schema: z.ZodType, base: Record<string, unknown>, field: string, value: unknown): string | null {
  const result = schema.safeParse({ ...base, [field]: value });
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
}

describe('bounded text (issue 11)', () => {
  it('says the limit in words', () => {
    expect(tooLongMessage(1000)).toBe('Use at most 1,000 characters');
    expect(boundedText('note').safeParse(text(TEXT_LIMITS.note + 1)).error?.issues[0]?.message).toBe('Use at most 1,000 characters');
  });

  it('keeps every kind under the ceiling the server applies to any string', () => {
    for (const limit of Object.values(TEXT_LIMITS)) expect(limit).toBeLessThanOrEqual(TEXT_CEILING);
  });

  it.each([
    ['a support message', SupportTicketSchema, { subject: 'Other issue', message: 'Help me' }, 'message', TEXT_LIMITS.message],
    ['a saved place name', PlaceSchema, place, 'name', TEXT_LIMITS.name],
    ['a saved place address', PlaceSchema, place, 'address', TEXT_LIMITS.address],
    ['special accommodations of a place', PlaceSchema, place, 'specialAccommodations', TEXT_LIMITS.note],
    ['a passenger name', PassengerSchema, passenger, 'fullName', TEXT_LIMITS.name],
    ['a favourite name', reservationEndpoints.saveFavorite.body, { name: 'Airport run', active: true, reservationId: 1 }, 'name', TEXT_LIMITS.name],
    ['admin notes', adminEndpoints.reservationNotes.body, { notes: 'Gate 4' }, 'notes', TEXT_LIMITS.note],
  ] as const)('%s: up to its limit, not one more', (_what, schema, base, field, limit) => {
    expect(issueWith(schema, base, field, text(limit))).toBeNull();
    expect(issueWith(schema, base, field, text(limit + 1))).toBe(tooLongMessage(limit));
  });

  it('bounds a manual cost-allocation value', () => {
    const parse = (value: string) => NewCostAllocationSchema.safeParse({ codeValue: { type: 'Project Code', value } }).success;
    expect(parse(text(TEXT_LIMITS.code))).toBe(true);
    expect(parse(text(TEXT_LIMITS.code + 1))).toBe(false);
  });
});
