import { useLayoutEffect } from 'react';
import { useHost } from '../element-context.ts';
import { constructedSheet } from '../theme/sheets.ts';

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Adopts `css` into the shadow root of the element the calling component renders in (once per
 * root, after the sheets already there), so a shared piece, or a part of an element drawn apart
 * from its own sheets (the shell's dialogs and tour), carries its styles wherever it renders.
 */
export function useAdoptedStyles(css: string): void {
  const host = useHost();
  useLayoutEffect(() => {
    const root = host.shadowRoot;
    if (!root || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in root)) return;
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = constructedSheet(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [host, css]);
}
