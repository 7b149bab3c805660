import { describe, expect, it } from 'vitest';
import type { OutstandingCharge } from '@curbside/contracts';
import { makeCardEntry } from '../../../shared/domain/src/booking/test-fixtures.ts';
import {
  NO_FILTERS, cardChoices, chargeRowView, emailFormOf, emailRequest, firstChoosableCard, outstandingQuery, totalsLines,
} from './outstanding-view.ts';

const charge: OutstandingCharge = {
  rideId: 9, reservationNumber: 'CB-7000123', passengerUserId: 2, passengerName: 'Ben Booker', passengerEmail: 'ben.booker@acme.example',
  carProvider: 'Metro Black Car', pickupAddress: 'Acme HQ', dropoffAddress: 'JFK', rideDate: '2026-11-02T09:05:00', amount: 48.2,
  currency: 'USD', paymentStatus: 'Failed', card: { creditCardId: 2, brand: 'MASTERCARD', last4: '4444' }, failureReason: 'Card expired', emailsSent: 2,
};
const settings = { dateFormat: 'US', timeFormat: '12Hours' };

describe('outstanding charges view (001 §7, issue 15)', () => {
  it('asks only for the filters that are set', () => {
    expect(outstandingQuery(NO_FILTERS, 100)).toEqual({ offset: 0, count: 100 });
    expect(outstandingQuery({ status: 'No card', passenger: ' ben ', dateFrom: '2026-11-01', dateTo: '' }, 200))
      .toEqual({ offset: 0, count: 200, paymentStatuses: ['No card'], passenger: 'ben', dateFrom: '2026-11-01' });
  });

  it('shows a charge with the date and time in the user formats, money with its symbol and the card label', () => {
    expect(chargeRowView(charge, settings)).toMatchObject({
      date: '11/02/2026', time: '9:05 AM', amount: '$ 48.20 (USD)', card: 'Mastercard •••• 4444', emails: '2 emails sent',
    });
    expect(chargeRowView({ ...charge, card: null, emailsSent: 0 }, settings)).toMatchObject({ card: 'No card', emails: '' });
  });

  it('writes the totals in all and per status', () => {
    expect(totalsLines({ charges: 3, amount: 120.5, currency: 'USD', byStatus: [{ paymentStatus: 'Failed', charges: 1, amount: 48.2 }] }))
      .toEqual({ all: '3 charges · $ 120.50 (USD)', byStatus: [{ status: 'Failed', text: '1 charge · $ 48.20 (USD)' }] });
  });

  it("offers the passenger's cards, the default first; the expired and the current one cannot be chosen", () => {
    const visa = makeCardEntry({ userCreditCardId: 1 });
    const entries = [
      { ...visa, isDefault: false, card: { ...visa.card, creditCardId: 2, brand: 'MASTERCARD' as const, last4: '4444', expDate: '2024-01-31' } },
      { ...visa, card: { ...visa.card, creditCardId: 1 } },
    ];
    const choices = cardChoices(entries, charge, new Date('2026-11-20T00:00:00Z'));
    expect(choices.map((c) => [c.label, c.expired, c.current, c.isDefault])).toEqual([
      ['Visa •••• 4242', false, false, true], ['Mastercard •••• 4444', true, true, false],
    ]);
    expect(firstChoosableCard(choices)).toBe(1);
    expect(firstChoosableCard(choices.slice(1))).toBeNull();
  });

  it('opens the email to the passenger from the template and checks it with the contract', () => {
    const form = emailFormOf(charge, settings, 'Acme');
    expect(form).toMatchObject({ recipients: 'ben.booker@acme.example', ccs: '', subject: 'Outstanding charge for your ride CB-7000123' });
    expect(form.emailContent).toContain('The charge of $ 48.20 (USD) for your ride CB-7000123 on 11/02/2026 is outstanding');
    expect(emailRequest(9, { ...form, ccs: 'travel@acme.example; desk@acme.example' }))
      .toMatchObject({ ok: true, email: { rideId: 9, recipients: ['ben.booker@acme.example'], ccs: ['travel@acme.example', 'desk@acme.example'] } });
    expect(emailRequest(9, { recipients: '', ccs: 'x@acme.example, nope', subject: ' ', emailContent: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: {
        recipients: 'Add at least one recipient', ccs: 'Not an email address: nope', subject: 'Subject is required', emailContent: 'Use at most 2,000 characters',
      },
    });
  });
});
