import { describe, expect, it } from 'vitest';
import { SUPPORT_SUBJECTS } from '@curbside/contracts';
import { itAnswers } from '../../../../shared/domain/src/test-support/answer-table.ts';
import { supportSubjectFromValue, supportSubjectValue } from './support-subject.ts';

describe('support subject option values (spec 000 §2: Ride issue, Booking issue, Account issue, Other issue)', () => {
  const optionValues = [
    ['Ride issue', 'ride-issue'], ['Booking issue', 'booking-issue'], ['Account issue', 'account-issue'], ['Other issue', 'other-issue'],
  ] as const;
  itAnswers('"%s" has the option value "%s" (no spaces: Shoelace rejects them in option values)', supportSubjectValue, optionValues);
  itAnswers('reads the option value "%s" as "%s"', supportSubjectFromValue, optionValues.map(([subject, value]) => [value, subject] as const));

  it('offers exactly the four subjects of the spec', () => {
    expect(SUPPORT_SUBJECTS.map(supportSubjectValue)).toEqual(['ride-issue', 'booking-issue', 'account-issue', 'other-issue']);
  });

  it.each(['', 'billing-issue', 'Ride issue'])('reads "%s" as no subject', (value) => {
    expect(supportSubjectFromValue(value)).toBe('');
  });
});
