import { describe, expect, it } from 'vitest';
import { SUPPORT_SUBJECTS } from '@curbside/contracts';
import { supportSubjectFromValue, supportSubjectValue } from './support-subject.ts';

describe('support subject option values (spec 000 §2: Ride issue, Booking issue, Account issue, Other issue)', () => {
  it.each([
    { subject: 'Ride issue', value: 'ride-issue' },
    { subject: 'Booking issue', value: 'booking-issue' },
    { subject: 'Account issue', value: 'account-issue' },
    { subject: 'Other issue', value: 'other-issue' },
  ] as const)('"$subject" <-> "$value" (no spaces: Shoelace rejects them in option values)', ({ subject, value }) => {
    expect(supportSubjectValue(subject)).toBe(value);
    expect(supportSubjectFromValue(value)).toBe(subject);
  });

  it('offers exactly the four subjects of the spec', () => {
    expect(SUPPORT_SUBJECTS.map(supportSubjectValue)).toEqual(['ride-issue', 'booking-issue', 'account-issue', 'other-issue']);
  });

  it.each(['', 'billing-issue', 'Ride issue'])('reads "%s" as no subject', (value) => {
    expect(supportSubjectFromValue(value)).toBe('');
  });
});
