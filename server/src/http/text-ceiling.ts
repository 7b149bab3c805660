import { TEXT_CEILING, tooLongMessage } from '@curbside/contracts';
import { badRequest } from './http-error.ts';

// Bounded input (issue 11): whatever a body's schema says of a field, no string in it may be longer
// than TEXT_CEILING. Checked before the body is parsed, so a 900 KB note is refused at once, with
// the path of the field, and never reaches the database or the lists that would show it.

/** The path of the first string in `value` longer than `max` ('reservationRequest.notes'), or null. */
export function overlongTextPath(value: unknown, max: number, path: readonly (string | number)[] = []): string | null {
  if (typeof value === 'string') return value.length > max ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = overlongTextPath(item, max, [...path, index]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = overlongTextPath(item, max, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** 400 when any string of the body is over the ceiling. */
export function refuseOverlongText(body: unknown): void {
  const path = overlongTextPath(body, TEXT_CEILING);
  if (path !== null) throw badRequest(tooLongMessage(TEXT_CEILING), [{ path, message: tooLongMessage(TEXT_CEILING) }]);
}
