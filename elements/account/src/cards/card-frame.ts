/** What a provider card form answers when asked to confirm the setup intent. */
export type CardConfirmResult = { ok: true; setupIntentId: string } | { ok: false; message: string | null };

/** The imperative side of a provider card form (sandbox frame or Stripe Element). */
export interface CardFrameHandle {
  confirm(): Promise<CardConfirmResult>;
}

/** How long a confirmation may take before it counts as failed. */
export const CONFIRM_TIMEOUT_MS = 60_000;
