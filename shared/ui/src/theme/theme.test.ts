import { describe, expect, it } from 'vitest';
import { firmOverrideCss } from './firm-override.ts';
import { shoelaceDarkCss } from './shoelace-dark.css.ts';
import { shoelaceLightCss } from './shoelace-light.css.ts';
import { themeClass } from './theme-class.ts';

describe('themeClass', () => {
  it('follows the dark mode setting', () => {
    expect(themeClass(false)).toBe('sl-theme-light');
    expect(themeClass(true)).toBe('sl-theme-dark');
  });

  it('lets the theme attribute force light or dark', () => {
    expect(themeClass(true, 'light')).toBe('sl-theme-light');
    expect(themeClass(false, 'dark')).toBe('sl-theme-dark');
    expect(themeClass(true, '')).toBe('sl-theme-dark');
    expect(themeClass(false, 'sepia')).toBe('sl-theme-light');
  });
});

describe('firmOverrideCss', () => {
  it('applies the firm override to the light theme only', () => {
    const css = firmOverrideCss({ '--sl-color-primary-600': '#0a6e4f', '--sl-color-primary-700': 'hsl(160 80% 20%)' });
    expect(css).toBe('.sl-theme-light {\n  --sl-color-primary-600: #0a6e4f;\n  --sl-color-primary-700: hsl(160 80% 20%);\n}\n');
    expect(css).not.toContain('sl-theme-dark');
  });

  it('is empty without an override', () => {
    expect(firmOverrideCss(null)).toBe('');
    expect(firmOverrideCss({})).toBe('');
  });

  it('drops names that are not theme tokens and values that could escape the rule', () => {
    const css = firmOverrideCss({
      color: 'red',
      '--sl-color-primary-600': 'red; } body { display: none',
      '--sl-color-primary-500': '#123456',
    });
    expect(css).toBe('.sl-theme-light {\n  --sl-color-primary-500: #123456;\n}\n');
  });
});

describe('generated Shoelace theme modules', () => {
  it('hold the light and dark token sheets, each targeting :host and its class', () => {
    expect(shoelaceLightCss).toMatch(/:host,\s*\.sl-theme-light\s*\{/);
    expect(shoelaceDarkCss).toMatch(/:host,\s*\.sl-theme-dark\s*\{/);
    expect(shoelaceLightCss).toContain('--sl-color-primary-600');
  });
});
