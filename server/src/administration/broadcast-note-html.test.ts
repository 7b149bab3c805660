import { describe, expect, it } from 'vitest';
import { BROADCAST_NOTE_MAX_LENGTH, broadcastNoteProblem } from './broadcast-note-html.ts';

// 000 §9 HTML allow-list: p, h6, h3, h4, h5, strong, a, em, u, ol, li, br; nothing else is published.

const ONLY = 'p, h6, h3, h4, h5, strong, a, em, u, ol, li and br';
const tagRefused = (tag: string) => `The tag <${tag}> is not allowed: only ${ONLY} may be used`;
const notATag = (start: string) => `Only these tags may be used: ${ONLY} (found '${start}')`;

describe('broadcast note HTML allow-list', () => {
  it.each([
    ['plain text', 'Office closed on Friday'],
    ['every allowed tag', '<h3>A</h3><h4>B</h4><h5>C</h5><h6>D</h6><p><strong>s</strong> <em>e</em> <u>u</u><br><br/></p><ol><li>one</li></ol>'],
    ['upper-case tags', '<P><STRONG>Loud</STRONG></P>'],
    ['an https link', '<p><a href="https://acme.example/travel?a=1&amp;b=2">desk</a></p>'],
    ['a mailto link in single quotes', "<a href='mailto:travel@acme.example'>mail</a>"],
    ['text with a lone >', '<p>3 > 2</p>'],
  ])('accepts %s', (_name, html) => {
    expect(broadcastNoteProblem(html)).toBeNull();
  });

  it.each([
    ['script', '<script>alert(1)</script>', tagRefused('script')],
    ['iframe', '<iframe src="https://evil.example"></iframe>', tagRefused('iframe')],
    ['img onerror', '<img src=x onerror=alert(1)>', tagRefused('img')],
    ['svg onload', '<svg onload=alert(1)>', tagRefused('svg')],
    ['style tag', '<style>p{}</style>', tagRefused('style')],
    ['on* attribute', '<p onclick="alert(1)">x</p>', "The attribute 'onclick' is not allowed on <p>: links may carry only href"],
    ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>', "The attribute 'style' is not allowed on <p>: links may carry only href"],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', 'Links must start with http://, https:// or mailto:'],
    ['JaVaScRiPt: link with spaces', '<a href=" JaVaScRiPt:alert(1)">x</a>', 'Links must start with http://, https:// or mailto:'],
    ['entity-hidden scheme', '<a href="&#106;avascript:alert(1)">x</a>', 'Links must start with http://, https:// or mailto:'],
    ['data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', 'Links must start with http://, https:// or mailto:'],
    ['an https link with a quote breaking out', '<a href=https://x.example/"onmouseover=alert(1)>x</a>', notATag('<a href=https://x.ex')],
    ['target attribute', '<a href="https://x.example" target="_top">x</a>', "The attribute 'target' is not allowed on <a>: links may carry only href"],
    ['comment', '<!-- x --><p>a</p>', notATag('<!-- x --><p>a</p>')],
    ['unclosed tag', '<p', notATag('<p')],
    ['attribute on a closing tag', '<p>x</p onclick=1>', 'The tag <p> may not carry attributes'],
    ['nothing but spaces', '   ', 'The note is empty'],
  ])('refuses %s', (_name, html, message) => {
    expect(broadcastNoteProblem(html)).toBe(message);
  });

  it('refuses a note longer than the limit, quickly', () => {
    const started = Date.now();
    expect(broadcastNoteProblem(`<p>${'a'.repeat(BROADCAST_NOTE_MAX_LENGTH)}</p>`)).toBe('The note is too long (at most 20000 characters)');
    expect(broadcastNoteProblem(`<a${' href=x'.repeat(2000)}`)).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
  });
});
