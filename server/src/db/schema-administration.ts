import type { Generated } from 'kysely';
import type { Flag } from './schema.ts';

// 0014-administration (issue 17, spec 001 §7 Admin and Superadmin).

export interface TagTable {
  tag_id: Generated<number>;
  firm_id: number;
  tag_name: string;
  tag_description: string | null;
  is_system: Flag;
  created_at: string;
}

export interface UserTagTable {
  user_tag_id: Generated<number>;
  tag_id: number;
  user_id: number;
  created_at: string;
}

/** One row per user ever blocked; `active` 0 once unblocked. */
export interface BlockedUserTable {
  blocked_user_id: Generated<number>;
  firm_id: number;
  user_id: number;
  reason: string | null;
  active: Flag;
  blocked_at: string | null;
  updated_by_user_id: number | null;
  updated_at: string;
}

/** Broadcast notes of a firm: at most one active at a time. `document` is allow-listed HTML. */
export interface BroadcastNoteTable {
  broadcast_note_id: Generated<number>;
  firm_id: number;
  document: string;
  active: Flag;
  created_by_user_id: number | null;
  created_at: string;
  deactivated_at: string | null;
}

/** The company-records feed of a firm that has one (no row: no feed). */
export interface FeedStatusTable {
  firm_id: number;
  /** Idle | Running | Succeeded | Failed */
  status: string;
  last_sync_at: string | null;
  users_imported: number | null;
  message: string | null;
}

// 0019-integrations (issue 17, spec 001 §7 Superadmin).

/** An expense-system signup code, by the SHA-256 of the code (the code itself is shown once). */
export interface ConcurSignupCodeTable {
  code_hash: string;
  firm_id: number;
  created_by_user_id: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** An ISO client identifier registered for a firm (POST /integrations/isos). */
export interface IsoClientIdentifierTable {
  iso_client_identifier_id: Generated<number>;
  firm_id: number;
  client_identifier: string;
  created_by_user_id: number | null;
  created_at: string;
}
