import { sessionStore } from '@curbside/state';
import { baseCss } from './base.css.ts';
import { firmOverrideCss } from './firm-override.ts';
import { formCss } from './form.css.ts';
import { shoelaceDarkCss } from './shoelace-dark.css.ts';
import { shoelaceLightCss } from './shoelace-light.css.ts';
import { tokensCss } from './tokens.css.ts';

let shared: CSSStyleSheet[] | null = null;

function sheet(css: string): CSSStyleSheet {
  const result = new CSSStyleSheet();
  result.replaceSync(css);
  return result;
}

/**
 * The theme sheets every element adopts, built once per page and shared by all shadow roots:
 * Shoelace light and dark tokens, the firm's light override (kept in step with the session's
 * firm), Curbside's tokens, the base sheet, then the shared form sheet (Field, form layout, facts).
 */
export function themeSheets(): CSSStyleSheet[] {
  if (!shared) {
    const override = sheet(firmOverrideCss(sessionStore.getState().firm?.lightThemeOverride));
    sessionStore.subscribe((state, previous) => {
      if (state.firm?.lightThemeOverride !== previous.firm?.lightThemeOverride) {
        override.replaceSync(firmOverrideCss(state.firm?.lightThemeOverride));
      }
    });
    shared = [sheet(shoelaceLightCss), sheet(shoelaceDarkCss), override, sheet(tokensCss), sheet(baseCss), sheet(formCss)];
  }
  return shared;
}

/** The element's own CSS as a constructed sheet. */
export function elementSheets(styles: string | readonly string[] | undefined): CSSStyleSheet[] {
  if (styles === undefined) return [];
  return (typeof styles === 'string' ? [styles] : styles).map(sheet);
}

export function adoptStyles(root: ShadowRoot, styles: readonly CSSStyleSheet[]): void {
  if ('adoptedStyleSheets' in root) root.adoptedStyleSheets = [...styles];
}
