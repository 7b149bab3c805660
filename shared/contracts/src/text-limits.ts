import { z } from 'zod';

// Bounded input (issue 11): every free-text field has a maximum length. The spec gives none, so
// these are what a user could need; the server also refuses any string in a request body longer
// than TEXT_CEILING, whatever its field, before the body is read further.

/** The longest text a user may type, by the kind of field. */
export const TEXT_LIMITS = {
  /** A reservation's notes, special accommodations, admin notes. */
  note: 1000,
  /** A support message, an email to a passenger, the blocked-users message, a chat message. */
  message: 2000,
  /** A person's, place's, favourite's, tag's or report's name. */
  name: 100,
  /** A street address or an exact pickup point. */
  address: 300,
  email: 254,
  phone: 40,
  /** A cost-allocation value, a flight number, an identifier. */
  code: 100,
  /** A broadcast note's HTML. */
  richText: 20000,
} as const;

export type TextKind = keyof typeof TEXT_LIMITS;

/** Any string of a request body, whatever its field. */
export const TEXT_CEILING = TEXT_LIMITS.richText;

/** One formatter for every limit: toLocaleString made one per schema as the contracts load (issue 10). */
const COUNT = new Intl.NumberFormat('en-US');

/** The message for text over its limit: 'Use at most 1,000 characters'. */
export function tooLongMessage(max: number): string {
  return `Use at most ${COUNT.format(max)} characters`;
}

/** A string of at most the limit of its kind. */
export function boundedText(kind: TextKind) {
  return z.string().max(TEXT_LIMITS[kind], tooLongMessage(TEXT_LIMITS[kind]));
}
