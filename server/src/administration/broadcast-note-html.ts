import { isAllowedSupportTag, sanitizeAllowList } from '@curbside/domain';

// A broadcast note is firm-authored HTML every user of the firm sees (000 §9 HTML allow-list:
// p, h6, h3, h4, h5, strong, a, em, u, ol, li, br). No HTML sanitiser that runs without a DOM
// is installed on the server, so a note is not rewritten: it is checked, and refused unless every
// tag is on the allow-list, no tag has an attribute except an <a>'s http(s) or mailto href, and
// there are no comments, declarations or processing instructions. What is stored is then the
// text the super admin wrote, inert as it is; the browser sanitises again when it shows it.

/** The longest note accepted (characters). */
export const BROADCAST_NOTE_MAX_LENGTH = 20_000;

const TAG = /^<(\/?)([A-Za-z][A-Za-z0-9]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/;
const ATTRIBUTE = /\s+([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Links open web pages or mail only; no entity may hide another scheme ('&#106;avascript:'). */
const SAFE_HREF = /^(?:https?:\/\/|mailto:)(?:[^\s"'<>`\\&]|&amp;)*$/i;

const ALLOWED_TEXT = `${sanitizeAllowList.slice(0, -1).join(', ')} and ${sanitizeAllowList.at(-1) ?? ''}`;

/** Why the note cannot be published, or null when it keeps to the allow-list. */
export function broadcastNoteProblem(html: string): string | null {
  if (!html.trim()) return 'The note is empty';
  if (html.length > BROADCAST_NOTE_MAX_LENGTH) return `The note is too long (at most ${BROADCAST_NOTE_MAX_LENGTH} characters)`;
  let rest = html;
  for (let at = rest.indexOf('<'); at >= 0; at = rest.indexOf('<')) {
    rest = rest.slice(at);
    const tag = TAG.exec(rest);
    if (!tag) return `Only these tags may be used: ${ALLOWED_TEXT} (found '${rest.slice(0, 20)}')`;
    const [whole, closing, name = '', attributes = '', selfClosing] = tag;
    if (!isAllowedSupportTag(name)) return `The tag <${name.toLowerCase()}> is not allowed: only ${ALLOWED_TEXT} may be used`;
    if ((closing || selfClosing) && attributes.trim()) return `The tag <${name.toLowerCase()}> may not carry attributes`;
    const problem = attributeProblem(name.toLowerCase(), attributes);
    if (problem) return problem;
    rest = rest.slice(whole.length);
  }
  return null;
}

function attributeProblem(tag: string, attributes: string): string | null {
  for (const [, rawName = '', double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
    const name = rawName.toLowerCase();
    if (tag !== 'a' || name !== 'href') return `The attribute '${name}' is not allowed on <${tag}>: links may carry only href`;
    const href = (double ?? single ?? bare ?? '').trim();
    if (!SAFE_HREF.test(href)) return 'Links must start with http://, https:// or mailto:';
  }
  return null;
}

