import { describe, expect, it } from 'vitest';
import { isAllowedSupportTag, sanitizeAllowList, validateSupportTicket } from './support.ts';
import { itAnswers } from './test-support/answer-table.ts';

describe('validateSupportTicket (spec 000 §5: at least 3 characters, otherwise "Please add more details")', () => {
  it.each([
    { subject: 'Ride issue', message: 'abc', errors: null },
    { subject: 'Booking issue', message: 'My car never came', errors: null },
    { subject: 'Account issue', message: '  ok ', errors: { message: 'Please add more details' } },
    { subject: 'Other issue', message: 'ab', errors: { message: 'Please add more details' } },
    { subject: 'Other issue', message: '   ', errors: { message: 'Please add more details' } },
    { subject: 'Billing issue', message: 'Long enough', errors: { subject: 'Required' } },
    { subject: '', message: '', errors: { subject: 'Required', message: 'Please add more details' } },
    { subject: 'Ride issue', message: 'a'.repeat(2000), errors: null },
    { subject: 'Ride issue', message: 'a'.repeat(2001), errors: { message: 'Use at most 2,000 characters' } },
  ])('subject "$subject", message "$message" -> $errors', ({ subject, message, errors }) => {
    const result = validateSupportTicket({ subject, message });
    if (errors === null) expect(result).toEqual({ valid: true, ticket: { subject, message: message.trim() } });
    else expect(result).toEqual({ valid: false, errors });
  });
});

describe('sanitizeAllowList (spec 000 §9: p, h6, h3, h4, h5, strong, a, em, u, ol, li, br)', () => {
  it('is exactly the spec list', () => {
    expect([...sanitizeAllowList]).toEqual(['p', 'h6', 'h3', 'h4', 'h5', 'strong', 'a', 'em', 'u', 'ol', 'li', 'br']);
  });

  itAnswers('<%s> allowed: %s', isAllowedSupportTag, [
    ['P', true], ['a', true], ['br', true], ['script', false], ['img', false], ['ul', false], ['h1', false],
  ]);
});
