import type { Generated } from 'kysely';

// ---- 0026-outstanding-charges (issue 15: emails about outstanding charges) ----

/** An email sent to a passenger about a ride's outstanding charge (001 §7 POST /rides/outstanding/emails). */
export interface RideEmailTable {
  ride_email_id: Generated<number>;
  firm_id: number;
  ride_id: number;
  /** JSON array of addresses. */
  recipients: string;
  /** JSON array of addresses. */
  ccs: string;
  subject: string;
  content: string;
  sent_by_user_id: number | null;
  /** The sender's name as it was when sent. */
  sent_by: string | null;
  created_at: string;
}
