import { describe, expect, it } from 'vitest';
import { hostThemeCss, remToElementUnit } from './host-theme.css.ts';
import { shoelaceLightCss } from './shoelace-light.css.ts';

describe('remToElementUnit', () => {
  it.each([
    ['--sl-spacing-medium: 1rem;', '--sl-spacing-medium: calc(1 * var(--curb-rem));'],
    ['padding: 0 0.45rem;', 'padding: 0 calc(0.45 * var(--curb-rem));'],
    ['margin: -.5rem;', 'margin: calc(-.5 * var(--curb-rem));'],
    ['width: min(32rem, calc(100vw - 2rem));', 'width: min(calc(32 * var(--curb-rem)), calc(100vw - calc(2 * var(--curb-rem))));'],
    ['minmax(min(100%, var(--curb-form-column, 15rem)), 1fr)', 'minmax(min(100%, var(--curb-form-column, calc(15 * var(--curb-rem)))), 1fr)'],
    ['--curb-rem: calc(16px * var(--curb-density, 1));', '--curb-rem: calc(16px * var(--curb-density, 1));'],
    ['font-size: 1.5em; width: 20px; content: "lorem";', 'font-size: 1.5em; width: 20px; content: "lorem";'],
    // Queries cannot read custom properties: pixels there (the stepper's compact header on a phone).
    ['@container stepper (max-width: 34rem) { .a { gap: 1rem; } }', '@container stepper (max-width: 544px) { .a { gap: calc(1 * var(--curb-rem)); } }'],
    ['@media (min-width: 40rem) {', '@media (min-width: 640px) {'],
  ])('%s', (css, expected) => {
    expect(remToElementUnit(css)).toBe(expected);
  });

  it('leaves no rem in Shoelace\'s theme, so the host page\'s root font size cannot reach in', () => {
    expect(shoelaceLightCss).toMatch(/\drem\b/);
    expect(remToElementUnit(shoelaceLightCss)).not.toMatch(/\drem\b/);
  });
});

describe('hostThemeCss', () => {
  it('maps every primary shade onto the host\'s brand colour, falling back to Shoelace\'s own', () => {
    for (const shade of [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]) {
      expect(hostThemeCss).toContain(`--sl-color-primary-${shade}: var(--curb-brand-${shade}, var(--sl-color-sky-${shade}));`);
    }
    expect(hostThemeCss).toContain('--curb-brand-600: color-mix(in oklab, var(--curb-brand-color) 100%, white);');
  });

  it('mirrors the brand scale in dark mode, where Shoelace\'s scale runs from dark to light', () => {
    const dark = hostThemeCss.slice(hostThemeCss.indexOf('.sl-theme-dark'));
    expect(dark).toContain('--curb-brand-50: color-mix(in oklab, var(--curb-brand-color) 42%, black);');
    expect(dark).toContain('--curb-brand-950: color-mix(in oklab, var(--curb-brand-color) 8%, white);');
  });

  it('sizes the element in its own unit, 16px times the host\'s density', () => {
    expect(hostThemeCss).toContain('--curb-rem: calc(16px * var(--curb-density, 1));');
    expect(hostThemeCss).toMatch(/--sl-font-sans: var\(--curb-font-family, /);
    expect(hostThemeCss).toContain('--sl-border-radius-medium: var(--curb-radius, calc(0.25 * var(--curb-rem)));');
  });
});
