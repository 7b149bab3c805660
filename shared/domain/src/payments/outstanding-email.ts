import type { PaymentStatus } from '@curbside/contracts';

// spec 001 §7 POST /rides/outstanding/emails (recipients, ccs, subject, emailContent) and issue 15:
// the email to a passenger about an outstanding charge opens prefilled from this template; the
// spec gives no wording, so it is designed here once.

/** What the template says about a charge, already formatted for the reader. */
export interface OutstandingEmailFacts {
  passengerName: string;
  reservationNumber: string;
  /** The ride's date as the user's format writes it. */
  rideDate: string;
  /** The amount as money is shown ('$ 48.20 (USD)'). */
  amount: string;
  paymentStatus: PaymentStatus;
  firmName: string;
}

const WHY: Readonly<Record<PaymentStatus, string>> = {
  Failed: 'the payment with the card on file failed',
  'No card': 'there was no credit card on file to charge',
  'Awaiting retry': 'the payment is waiting to be retried',
};

/** The subject and content the email form opens with. */
export function outstandingEmailDraft(facts: OutstandingEmailFacts): { subject: string; emailContent: string } {
  const firstName = facts.passengerName.trim().split(/\s+/)[0] || facts.passengerName;
  return {
    subject: `Outstanding charge for your ride ${facts.reservationNumber}`,
    emailContent: [
      `Dear ${firstName},`,
      '',
      `The charge of ${facts.amount} for your ride ${facts.reservationNumber} on ${facts.rideDate} is outstanding: ${WHY[facts.paymentStatus]}.`,
      '',
      'Please add or update a credit card in your Curbside account (Manage account, Credit cards), or reply to this email, so that the charge can be settled.',
      '',
      'Thank you,',
      `${facts.firmName} travel desk`,
    ].join('\n'),
  };
}
