import sanitizeHtml from 'sanitize-html';
import { sanitizeAllowList } from '@curbside/domain';

// A broadcast note is firm-authored HTML every user of the firm sees (000 §9 HTML allow-list:
// p, h6, h3, h4, h5, strong, a, em, u, ol, li, br). It is sanitised with sanitize-html when it is
// saved, so what is stored is already inert; the browser sanitises again when it shows it.

/** Links open web pages or mail only, in a new tab that cannot reach back to the page. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

/** Elements dropped with their content (default: script, style, textarea, option). */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'iframe', 'noscript', 'noembed', 'noframes', 'template', 'title', 'xmp', 'object', 'svg', 'math',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeAllowList],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // The href is read after entities are decoded ('&#106;avascript:' is 'javascript:'); anything
    // but an absolute http(s) or mailto link loses it. Every kept link opens safely.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      const safe: sanitizeHtml.Attributes = SAFE_HREF.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : {};
      return { tagName, attribs: safe };
    },
  },
};

/** The note reduced to the allow-list, or null when nothing readable is left. */
export function sanitizeBroadcastNote(html: string): string | null {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim();
  return text ? clean : null;
}
