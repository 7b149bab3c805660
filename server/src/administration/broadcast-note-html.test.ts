import { describe, expect, it } from 'vitest';
import { sanitizeBroadcastNote } from './broadcast-note-html.ts';

// 000 §9 HTML allow-list: p, h6, h3, h4, h5, strong, a, em, u, ol, li, br; everything else goes.

const SAFE_LINK = 'target="_blank" rel="noopener noreferrer"';

describe('broadcast note sanitiser (sanitize-html, 000 §9 allow-list)', () => {
  it.each([
    ['plain text', 'Office closed on Friday', 'Office closed on Friday'],
    [
      'every allowed tag',
      '<h3>A</h3><h4>B</h4><h5>C</h5><h6>D</h6><p><strong>s</strong> <em>e</em> <u>u</u><br /></p><ol><li>one</li></ol>',
      '<h3>A</h3><h4>B</h4><h5>C</h5><h6>D</h6><p><strong>s</strong> <em>e</em> <u>u</u><br /></p><ol><li>one</li></ol>',
    ],
    ['upper-case tags', '<P><STRONG>Loud</STRONG></P>', '<p><strong>Loud</strong></p>'],
    ['an https link, made safe', '<a href="https://acme.example/travel?a=1&amp;b=2">desk</a>', `<a href="https://acme.example/travel?a=1&amp;b=2" ${SAFE_LINK}>desk</a>`],
    ['a mailto link', "<a href='mailto:travel@acme.example'>mail</a>", `<a href="mailto:travel@acme.example" ${SAFE_LINK}>mail</a>`],
    ["a link's own target and rel replaced", '<a href="http://x.example" target="_top" rel="opener">x</a>', `<a href="http://x.example" ${SAFE_LINK}>x</a>`],
    ['text with a lone >', '<p>3 > 2</p>', '<p>3 &gt; 2</p>'],
  ])('keeps %s', (_name, html, kept) => {
    expect(sanitizeBroadcastNote(html)).toBe(kept);
  });

  it.each([
    ['script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['iframe', '<p>Hi</p><iframe src="https://evil.example">fallback</iframe>', '<p>Hi</p>'],
    ['style tag', '<style>p{color:red}</style><p>Hi</p>', '<p>Hi</p>'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">Hi</p>', '<p>Hi</p>'],
    ['on* attributes', '<p onclick="alert(1)" onmouseover=alert(1)>Hi</p>', '<p>Hi</p>'],
    ['img onerror', '<p>Hi<img src=x onerror=alert(1)></p>', '<p>Hi</p>'],
    ['svg onload', '<p>Hi</p><svg onload=alert(1)><text>svg</text></svg>', '<p>Hi</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">Hi</a>', '<a>Hi</a>'],
    ['a JaVaScRiPt: link with spaces', '<a href=" JaVaScRiPt:alert(1)">Hi</a>', '<a>Hi</a>'],
    ['an entity-hidden scheme', '<a href="&#106;avascript:alert(1)">Hi</a>', '<a>Hi</a>'],
    ['a tab inside the scheme', '<a href="java\tscript:alert(1)">Hi</a>', '<a>Hi</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">Hi</a>', '<a>Hi</a>'],
    ['a relative link', '<a href="//evil.example/x">Hi</a>', '<a>Hi</a>'],
    ['a quote breaking out of href', '<a href=https://x.example/"onmouseover=alert(1)>Hi</a>', `<a href="https://x.example/&quot;onmouseover=alert(1)" ${SAFE_LINK}>Hi</a>`],
    ['a comment', '<!-- <script>alert(1)</script> --><p>Hi</p>', '<p>Hi</p>'],
    ['form controls', '<form action="https://evil.example"><input name=x><button>Go</button></form><p>Hi</p>', 'Go<p>Hi</p>'],
    ['a base, meta or link tag', '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel=stylesheet href=x><p>Hi</p>', '<p>Hi</p>'],
  ])('drops %s', (_name, html, kept) => {
    expect(sanitizeBroadcastNote(html)).toBe(kept);
  });

  it.each([
    ['nothing but spaces', '   '],
    ['nothing but a script', '<script>alert(1)</script>'],
    ['empty paragraphs', '<p> </p><p><br></p>'],
  ])('leaves nothing to publish from %s', (_name, html) => {
    expect(sanitizeBroadcastNote(html)).toBeNull();
  });
});
