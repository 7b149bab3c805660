import { XSS_CORPUS } from '../../domain/src/test-support/xss-corpus.ts';
import { expect } from 'chai';
import { sanitizeSupportHtml } from './sanitize-html.ts';

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
