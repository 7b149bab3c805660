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

/**
 * A broadcast note (issue 17) as it may be shown or sent: the 000 §9 allow-list, links only to
 * web pages or mail, each opening in a new tab that cannot reach back to the page
 * (rel noopener noreferrer). The server sanitises again when it saves.
 */
export function sanitizeNoteHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...sanitizeAllowList],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:)/i,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of Array.from(fragment.querySelectorAll('a'))) {
    if (link.hasAttribute('href')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
