/*
 * Theming and sizing of the elements by a host page (issue 9, 'Isolation both ways'). A host
 * brands every element with a few documented --curb-* custom properties (they inherit through the
 * shadow boundary, `all` leaves them alone), mapped here onto Shoelace's tokens; it never needs
 * --sl-* or ::part. Shoelace sizes everything in rem, the host page's root font size: a page with
 * `html { font-size: 40px }` would blow every label up, so the theme's rem become our own unit,
 * 16px times the density the host picks.
 */

/** The --curb-* custom properties every element takes (listed in each element's manifest). */
export const hostThemeProperties = {
  '--curb-brand-color': {
    description: 'Brand colour: buttons, links, focus and selection (the primary scale is mixed from it, for light and dark). Default: Shoelace\'s sky.',
  },
  '--curb-radius': { default: '4px', description: 'Corner radius of controls; the small, large and card radii follow it (three quarters, twice, four times).' },
  '--curb-font-family': { description: 'Font family of all text. Default: the system UI font.' },
  '--curb-density': { default: '1', description: 'Scale of the whole element (spacing, controls and text): 0.875 is compact, 1.125 roomy.' },
} as const;

/** The one size unit of the theme: what Shoelace's rem were, 16px at density 1. */
const UNIT = 'var(--curb-rem)';

/** Shoelace's rem lengths in our unit (`0.5rem` -> `calc(0.5 * var(--curb-rem))`), so the page's root font size does not reach in. */
export function remToElementUnit(css: string): string {
  // A media or container query cannot read a custom property: its rem become pixels (16px each).
  const queries = css.replace(/@(media|container)[^{]*\{/g, (prelude) => prelude.replace(/(-?\d*\.?\d+)rem\b/g, (_match, value: string) => `${Number(value) * 16}px`));
  return queries.replace(/(^|[\s(,:])(-?\d*\.?\d+)rem\b/g, (_match, before: string, value: string) => `${before}calc(${value} * ${UNIT})`);
}

const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
type Shade = (typeof SHADES)[number];

/** A light-theme shade from the brand colour (600 is the brand itself): towards white below it, towards black above. */
const LIGHT_MIX: Record<Shade, string> = {
  50: '8%, white', 100: '16%, white', 200: '30%, white', 300: '48%, white', 400: '68%, white', 500: '85%, white',
  600: '100%, white', 700: '84%, black', 800: '70%, black', 900: '56%, black', 950: '42%, black',
};

function brandScale(theme: 'light' | 'dark'): string {
  return SHADES.map((shade) => {
    // Shoelace's dark scale runs the other way (50 darkest): mirror it.
    const mix = LIGHT_MIX[theme === 'light' ? shade : ((1000 - shade) as Shade)];
    // Unset --curb-brand-color makes the shade invalid, and the token falls back to Shoelace's.
    return `  --curb-brand-${shade}: color-mix(in oklab, var(--curb-brand-color) ${mix});\n  --sl-color-primary-${shade}: var(--curb-brand-${shade}, var(--sl-color-sky-${shade}));`;
  }).join('\n');
}

/**
 * Adopted after Shoelace's theme and before the firm's light override (which wins over a host's
 * brand colour: zero-specificity `:where(.curb-root)` keeps it so).
 */
export const hostThemeCss = `
:host {
  --curb-rem: calc(16px * var(--curb-density, 1));
  --curb-radius-small: calc(var(--curb-radius) * 0.75);
  --curb-radius-large: calc(var(--curb-radius) * 2);
  --curb-radius-x-large: calc(var(--curb-radius) * 4);
}
:where(.curb-root).sl-theme-light {
${brandScale('light')}
}
:where(.curb-root).sl-theme-dark {
${brandScale('dark')}
}
:where(.curb-root) {
  --sl-font-sans: var(--curb-font-family, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol');
  --sl-border-radius-small: var(--curb-radius-small, calc(0.1875 * ${UNIT}));
  --sl-border-radius-medium: var(--curb-radius, calc(0.25 * ${UNIT}));
  --sl-border-radius-large: var(--curb-radius-large, calc(0.5 * ${UNIT}));
  --sl-border-radius-x-large: var(--curb-radius-x-large, ${UNIT});
}
`;
