export type ThemeClass = 'sl-theme-light' | 'sl-theme-dark';

/**
 * The class on each element's root wrapper. Shoelace 2.20's light.css and dark.css both
 * target `:host`, so adopting both makes the later one win; the class on the wrapper picks
 * the theme instead (ARCHITECTURE 'The element contract'). A `theme` attribute of 'light' or
 * 'dark' forces one; anything else follows the user's dark mode setting.
 */
export function themeClass(darkMode: boolean, themeAttribute?: string | null): ThemeClass {
  const forced = themeAttribute?.trim().toLowerCase();
  if (forced === 'dark') return 'sl-theme-dark';
  if (forced === 'light') return 'sl-theme-light';
  return darkMode ? 'sl-theme-dark' : 'sl-theme-light';
}
