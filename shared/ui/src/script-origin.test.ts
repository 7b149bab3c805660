import { describe, expect, it } from 'vitest';
import { apiBaseOf, scriptOrigin } from './script-origin.ts';

describe('scriptOrigin', () => {
  it.each([
    ['an embed from the Curbside server on a host page of another origin', 'http://localhost:4110/embed/chunks/shared-0a1b2c3d4e5f.js', 'http://127.0.0.1:4111', 'http://localhost:4110'],
    ['the portal: the page\'s own origin', 'https://curbside.example/shared/ui.3f9a0c1b2d4e.js', 'https://curbside.example', ''],
    ['Node (unit tests): a file', 'file:///work/main/shared/ui/src/script-origin.ts', '', ''],
    ['not a URL', 'script-origin.ts', 'https://intranet.acme.example', ''],
  ])('%s', (_what, moduleUrl, pageOrigin, expected) => {
    expect(scriptOrigin(moduleUrl, pageOrigin)).toBe(expected);
  });
});

describe('apiBaseOf', () => {
  it('takes the api-base attribute, else the script\'s origin, else the page\'s (empty)', () => {
    expect(apiBaseOf('https://api.curbside.example', 'http://localhost:4110')).toBe('https://api.curbside.example');
    expect(apiBaseOf('', 'http://localhost:4110')).toBe('http://localhost:4110');
    expect(apiBaseOf('  ', 'http://localhost:4110'), 'a blank attribute counts as none').toBe('http://localhost:4110');
    expect(apiBaseOf('', '')).toBe('');
  });
});
