import { describe, expect, it } from 'vitest';
import { outstandingEmailDraft, type OutstandingEmailFacts } from './outstanding-email.ts';

const facts: OutstandingEmailFacts = {
  passengerName: 'Ben Booker', reservationNumber: 'CB-7000123', rideDate: '11/02/2026', amount: '$ 48.20 (USD)',
  paymentStatus: 'Failed', firmName: 'Acme',
};

describe('outstandingEmailDraft (the prefilled email of 001 §7 POST /rides/outstanding/emails)', () => {
  it('names the ride in the subject and greets the passenger by first name', () => {
    const draft = outstandingEmailDraft(facts);
    expect(draft.subject).toBe('Outstanding charge for your ride CB-7000123');
    expect(draft.emailContent.split('\n')[0]).toBe('Dear Ben,');
    expect(draft.emailContent).toContain('The charge of $ 48.20 (USD) for your ride CB-7000123 on 11/02/2026 is outstanding');
    expect(draft.emailContent.endsWith('Acme travel desk')).toBe(true);
  });

  it.each([
    ['Failed', 'the payment with the card on file failed'],
    ['No card', 'there was no credit card on file to charge'],
    ['Awaiting retry', 'the payment is waiting to be retried'],
  ] as const)('says why a %s charge is outstanding', (paymentStatus, why) => {
    expect(outstandingEmailDraft({ ...facts, paymentStatus }).emailContent).toContain(`is outstanding: ${why}.`);
  });
});
