import { XSS_CORPUS } from '../../domain/src/test-support/xss-corpus.ts';
import { expect } from 'chai';
import { sanitizeNoteHtml, sanitizeSupportHtml } from './sanitize-html.ts';

// Issue 11: the HTML that is rendered as HTML (the firm's support message and documents, 000 §9
// allow-list) goes through the sanitiser; no payload of the corpus runs once rendered.

declare global {
  interface Window { __xss?: number }
}

describe('sanitizeSupportHtml against the XSS corpus', () => {
  afterEach(() => {
    delete window.__xss;
    document.body.replaceChildren();
  });

  for (const [index, payload] of XSS_CORPUS.entries()) {
    it(`renders payload ${index + 1} without running it`, async () => {
      const host = document.createElement('div');
      host.innerHTML = sanitizeSupportHtml(`<p>Call us</p>${payload}`);
      document.body.append(host);
      for (const element of Array.from(host.querySelectorAll<HTMLElement>('*'))) {
        element.dispatchEvent(new MouseEvent('mouseover'));
        element.focus?.();
        if (element instanceof HTMLAnchorElement || element instanceof HTMLButtonElement) element.click();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(window.__xss, host.innerHTML).to.equal(undefined);
      expect(host.querySelector('script, iframe, svg, math, form, [onerror], [onload], [onmouseover], [ontoggle], [style]')).to.equal(null);
      expect(host.textContent).to.contain('Call us');
    });
  }

  it('keeps what the allow-list allows', () => {
    const kept = sanitizeSupportHtml('<p><strong>Call</strong> <a href="tel:+12125550100">us</a></p>');
    expect(kept).to.contain('<strong>Call</strong>');
    expect(kept).to.contain('href="tel:+12125550100"');
  });
});

describe('sanitizeNoteHtml (broadcast notes, issue 17)', () => {
  it('keeps the allow-list and opens links safely', () => {
    expect(sanitizeNoteHtml('<h3>Move</h3><p><strong>a</strong> <em>b</em> <u>c</u><br></p><ol><li><a href="https://acme.example/map" target="_top">map</a></li></ol>'))
      .to.equal('<h3>Move</h3><p><strong>a</strong> <em>b</em> <u>c</u><br></p><ol><li><a href="https://acme.example/map" target="_blank" rel="noopener noreferrer">map</a></li></ol>');
  });

  it('drops what is not on the allow-list and links that are not http(s) or mailto', () => {
    const clean = sanitizeNoteHtml(`<p>Hi</p>${XSS_CORPUS.join('')}<a href="tel:+1">call</a><a href="/x">here</a>`);
    const host = document.createElement('div');
    host.innerHTML = clean;
    expect(host.querySelector('script, iframe, svg, math, form, img, details, style, [style], [onerror], [onmouseover]')).to.equal(null);
    expect(Array.from(host.querySelectorAll('a')).map((a) => a.getAttribute('href'))).to.deep.equal([null, null, null]);
  });
});
