import { SUPPORT_SUBJECTS, TEXT_LIMITS, tooLongMessage, type SupportSubject } from '@curbside/contracts';
import { SUPPORT_MESSAGE_MIN_CHARS } from './limits.ts';
import { SUPPORT_TOASTS } from './messages.ts';

export { SUPPORT_SUBJECTS };

export interface SupportTicketErrors {
  subject?: string;
  message?: string;
}

export type SupportTicketValidation =
  | { valid: true; ticket: { subject: SupportSubject; message: string } }
  | { valid: false; errors: SupportTicketErrors };

function isSupportSubject(value: string): value is SupportSubject {
  return (SUPPORT_SUBJECTS as readonly string[]).includes(value);
}

/**
 * spec 000 §5 Support: the message needs at least 3 characters (trimmed), otherwise
 * 'Please add more details'; the subject is one of Ride issue, Booking issue, Account
 * issue or Other issue (the spec gives no text for a missing subject; 'Required' is its
 * generic required message). Over TEXT_LIMITS.message characters: 'Use at most 2,000 characters'.
 */
export function validateSupportTicket(input: { subject: string | null | undefined; message: string | null | undefined }): SupportTicketValidation {
  const subject = input.subject ?? '';
  const message = (input.message ?? '').trim();
  const messageError = message.length < SUPPORT_MESSAGE_MIN_CHARS ? SUPPORT_TOASTS.moreDetails
    : message.length > TEXT_LIMITS.message ? tooLongMessage(TEXT_LIMITS.message) : undefined;
  if (!isSupportSubject(subject)) {
    return { valid: false, errors: { subject: 'Required', ...(messageError ? { message: messageError } : {}) } };
  }
  if (messageError) return { valid: false, errors: { message: messageError } };
  return { valid: true, ticket: { subject, message } };
}

/** spec 000 §9, 001 §9: the support-message HTML allow-list. */
export const sanitizeAllowList = ['p', 'h6', 'h3', 'h4', 'h5', 'strong', 'a', 'em', 'u', 'ol', 'li', 'br'] as const;
export type SupportMessageTag = (typeof sanitizeAllowList)[number];

/** Whether a tag may stay in a support message (case-insensitive). */
export function isAllowedSupportTag(tagName: string): boolean {
  return (sanitizeAllowList as readonly string[]).includes(tagName.toLowerCase());
}
