/**
 * The provider frame's protocol, shared by the page (server), its script (browser) and the
 * portal: URLs, query names, element ids and the window.postMessage shapes.
 *
 * Parent -> frame: { type: 'curb-sandbox-confirm' }
 * Frame -> parent: { type: 'curb-sandbox-ready' }
 *                  { type: 'curb-sandbox-height', height }
 *                  { type: 'curb-sandbox-result', setupIntentId, status: 'succeeded' }
 *                  { type: 'curb-sandbox-result', error: { message } }
 */

export const SANDBOX_BASE_PATH = '/payments/sandbox';
/** GET: the frame page (?clientSecret&theme=light|dark&billingSystem&parentOrigin). */
export const CARD_FRAME_PATH = `${SANDBOX_BASE_PATH}/card-frame`;
/** GET: the frame's script (dist/server/card-frame.js). */
export const CARD_FRAME_SCRIPT_PATH = `${SANDBOX_BASE_PATH}/card-frame.js`;
/** POST: confirm a setup intent with the card (JSON {clientSecret, number, expMonth, expYear, holderName, zip}). */
export const confirmSetupIntentPath = (setupIntentId: string): string =>
  `${SANDBOX_BASE_PATH}/setup-intents/${encodeURIComponent(setupIntentId)}/confirm`;

/** Element ids of the page that the script reads. */
export const CARD_FRAME_IDS = {
  form: 'card-form',
  number: 'card-number',
  holderName: 'card-holder-name',
  expiry: 'card-expiry',
  zip: 'card-zip',
  config: 'card-frame-config',
} as const;

/** The page's JSON config block. */
export interface CardFrameConfig {
  clientSecret: string;
  parentOrigin: string;
  hideZip: boolean;
}

export type FrameToParentMessage =
  | { type: 'curb-sandbox-ready' }
  | { type: 'curb-sandbox-height'; height: number }
  | { type: 'curb-sandbox-result'; setupIntentId: string; status: 'succeeded' }
  | { type: 'curb-sandbox-result'; error: { message: string } };

/** The confirm call's body (the only place a card number travels). */
export interface ConfirmCardBody {
  clientSecret: string;
  number: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  zip: string | null;
}

/** The confirm call's answers: 200 { id, status } or 4xx { error: { message, code } }. */
export type ConfirmCardAnswer =
  | { id: string; status: 'succeeded' }
  | { error: { message: string; code: string } };
