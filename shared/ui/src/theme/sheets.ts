import { sessionStore } from '@curbside/state';
import { baseCss } from './base.css.ts';
import { firmOverrideCss } from './firm-override.ts';
import { formCss } from './form.css.ts';
import { hostThemeCss, remToElementUnit } from './host-theme.css.ts';
import { shoelaceLightCss } from './shoelace-light.css.ts';
import { tokensCss } from './tokens.css.ts';

let shared: CSSStyleSheet[] | null = null;
/** Shoelace's dark tokens: empty until an element first shows dark (loadDarkTheme). Made on first use (a browser). */
let darkSheet: CSSStyleSheet | null = null;
let darkLoaded: Promise<void> | null = null;

function darkTokensSheet(): CSSStyleSheet {
  darkSheet ??= new CSSStyleSheet();
  return darkSheet;
}

/**
 * A constructed sheet; its rem lengths become the element's own unit (host-theme.css.ts). Every
 * sheet adopted into an element's shadow root is made here, so no rem of ours follows the page.
 */
export function constructedSheet(css: string): CSSStyleSheet {
  const result = new CSSStyleSheet();
  result.replaceSync(remToElementUnit(css));
  return result;
}

/**
 * The theme sheets every element adopts, built once per page and shared by all shadow roots:
 * Shoelace light and dark tokens (the dark ones once needed; in the element's own unit, not the page's rem), the host page's
 * --curb-* theming, the firm's light override (kept in step with the session's firm), Curbside's
 * tokens, the base sheet, then the shared form sheet (Field, form layout, facts).
 */
export function themeSheets(): CSSStyleSheet[] {
  if (!shared) {
    const override = constructedSheet(firmOverrideCss(sessionStore.getState().firm?.lightThemeOverride));
    sessionStore.subscribe((state, previous) => {
      if (state.firm?.lightThemeOverride !== previous.firm?.lightThemeOverride) {
        override.replaceSync(remToElementUnit(firmOverrideCss(state.firm?.lightThemeOverride)));
      }
    });
    shared = [
      constructedSheet(shoelaceLightCss), darkTokensSheet(), constructedSheet(hostThemeCss),
      override, constructedSheet(tokensCss), constructedSheet(baseCss), constructedSheet(formCss),
    ];
  }
  return shared;
}

/**
 * Fills the dark tokens' sheet (already adopted, in its place, by every element) the first time an
 * element shows dark: most pages never do, so the 4 KiB gzip of tokens stay off every first load
 * (issue 10). Until they arrive a dark element draws with the light tokens.
 */
export function loadDarkTheme(): Promise<void> {
  darkLoaded ??= import('./shoelace-dark.css.ts').then(({ shoelaceDarkCss }) => darkTokensSheet().replaceSync(remToElementUnit(shoelaceDarkCss)));
  return darkLoaded;
}

/** The element's own CSS as a constructed sheet. */
export function elementSheets(styles: string | readonly string[] | undefined): CSSStyleSheet[] {
  if (styles === undefined) return [];
  return (typeof styles === 'string' ? [styles] : styles).map(constructedSheet);
}

export function adoptStyles(root: ShadowRoot, styles: readonly CSSStyleSheet[]): void {
  if ('adoptedStyleSheets' in root) root.adoptedStyleSheets = [...styles];
}
