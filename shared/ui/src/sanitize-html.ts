import DOMPurify from 'dompurify';
import { sanitizeAllowList } from '@curbside/domain';

// spec 000 §9: 'A support-message HTML allow-list' (the list lives in @curbside/domain).

/** Firm-authored HTML (the support message) reduced to the spec's allow-list; links keep only href. */
export function sanitizeSupportHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...sanitizeAllowList],
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
  });
}
