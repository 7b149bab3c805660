import { useLayoutEffect } from 'react';
import { useHost } from '@curbside/ui';

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Adopts `css` into the shadow root of the element this component renders in, once per root
 * (after the theme and the element's own sheets), so these components carry their styles
 * wherever the shell renders them.
 */
export function useShadowStyles(css: string): void {
  const host = useHost();
  useLayoutEffect(() => {
    const root = host.shadowRoot;
    if (!root || typeof CSSStyleSheet === 'undefined') return;
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [host, css]);
}
