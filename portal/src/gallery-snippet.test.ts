import { describe, expect, it } from 'vitest';
import { snippetOf } from './gallery-snippet.ts';
import { emptyState } from './gallery-url.ts';

describe('the snippet of the gallery preview', () => {
  it('writes the element with its attributes and custom properties, and its script from this server', () => {
    const state = { ...emptyState('curb-booking'), css: { '--curb-brand-color': '#0b7a53' } };
    expect(snippetOf(state, [['api-key', 'curbside-demo-key'], ['theme', 'dark'], ['no-url-state', '']], 'https://curbside.example')).toBe(
      '<curb-booking api-key="curbside-demo-key" theme="dark" no-url-state style="--curb-brand-color: #0b7a53"></curb-booking>\n'
      + '<script type="module" src="https://curbside.example/embed/curb-booking.js"></script>',
    );
  });

  it('sets properties in script once the element is defined, and slot text inside, escaped', () => {
    const state = { ...emptyState('curb-shell'), properties: { availableRoutes: '["/reports"]' }, slots: { '': 'a <b> & c' } };
    expect(snippetOf(state, [['current-path', '"/x"']], 'http://localhost:8080').split('\n')).toEqual([
      '<curb-shell current-path="&quot;/x&quot;">',
      '  a &lt;b> &amp; c',
      '</curb-shell>',
      '<script type="module" src="http://localhost:8080/embed/curb-shell.js"></script>',
      '<script type="module">',
      "  await customElements.whenDefined('curb-shell');",
      "  const element = document.querySelector('curb-shell');",
      '  element.availableRoutes = ["/reports"];',
      '</script>',
    ]);
  });
});
