// ESLint 9 flat config for the whole workspace (`npm run lint`, and the lint stage of `npm test`).
// typescript-eslint (syntax rules, not type-aware: the lint must stay fast on two cores),
// react-hooks and jsx-a11y for the React code, and the layers as `no-restricted-imports`:
//   elements -> ui -> state -> api -> contracts, domain beside (ui/state/api -> domain -> contracts);
//   contracts, domain, api and state import no React; no element imports another element;
//   root-config imports no element code; the server imports no browser code.
// Packages are imported as `@curbside/<name>` and sometimes by relative path
// (`../../../shared/state/src/...`, `../../ui/src/...`): every rule covers both spellings, in static
// imports, `export ... from` and `import('...')` of a literal specifier.
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const ROOT = new URL('.', import.meta.url);

/** The element packages: directory under elements/ and package name (`@curbside/<name>`). */
const ELEMENTS = readdirSync(new URL('elements/', ROOT), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    try {
      const { name } = JSON.parse(readFileSync(new URL(`elements/${entry.name}/package.json`, ROOT), 'utf8'));
      return [{ dir: entry.name, name }];
    } catch {
      return [];
    }
  });

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const oneOf = (names) => `(${names.map(escape).join('|')})`;

/**
 * Patterns refusing the shared packages `names` (`contracts`, `ui`, ...): by package name, and by a
 * relative path that climbs out of the importing package (`../../ui/src/...` from a sibling,
 * `../../../shared/ui/src/...` from further away).
 */
function sharedPackages(names, message) {
  return [
    { regex: `^@curbside/${oneOf(names)}(/|$)`, message },
    { regex: `^(\\.\\./){2,}(shared/)?${oneOf(names)}/src(/|$)`, message },
  ];
}

/** Patterns refusing the element packages in `elements` by package name and by relative path. */
function elementPackages(elements, message) {
  if (elements.length === 0) return [];
  return [
    { regex: `^${oneOf(elements.map((element) => element.name))}(/|$)`, message },
    { regex: `^(\\.\\./){2,}(elements/)?${oneOf(elements.map((element) => element.dir))}/src(/|$)`, message },
  ];
}

/** Patterns refusing the top-level packages root-config, server and portal. */
function appPackages(names, message) {
  return [
    { regex: `^@curbside/${oneOf(names)}(/|$)`, message },
    { regex: `^(\\.\\./){2,}${oneOf(names)}/`, message },
  ];
}

/** React and the libraries built on it (Shoelace's React wrappers, r2wc, zustand's React entry). */
function react(message) {
  return [
    {
      regex: '^(react|react-dom|scheduler|@lit/react|@r2wc/[^/]+|@tanstack/react-[^/]+|zustand/(react|shallow|traditional)|@shoelace-style/shoelace/dist/react)(/|$)|^zustand$',
      message,
    },
  ];
}

/** Browser-only libraries the server must not pull in. */
function browserLibraries(message) {
  return [{ regex: '^(@shoelace-style/|lit(/|$)|lit-|@lit/|dompurify$|single-spa)', message }];
}

const allElements = (message) => elementPackages(ELEMENTS, message);

/**
 * `no-restricted-imports` does not look at `import('...')`: the same patterns as selectors for
 * `no-restricted-syntax`, so a dynamic import of a literal specifier is refused alike.
 */
function dynamicImports(patterns) {
  return patterns.map(({ regex, message }) => ({
    selector: `ImportExpression > Literal.source[value=/${regex.replace(/(?<!\\)\//g, '\\/')}/i]`,
    message,
  }));
}

/** One block per area: its files and the import patterns refused there (the rule's whole option). */
const LAYERS = [
  {
    files: ['shared/contracts/**'],
    patterns: [
      ...sharedPackages(['domain', 'api', 'state', 'ui'], 'shared/contracts is the bottom layer: it imports no other @curbside package.'),
      ...allElements('shared/contracts imports no element.'),
      ...appPackages(['root-config', 'server', 'portal'], 'shared/contracts imports no application code.'),
      ...react('shared/contracts imports no React.'),
    ],
  },
  {
    files: ['shared/domain/**'],
    patterns: [
      ...sharedPackages(['api', 'state', 'ui'], 'shared/domain imports only @curbside/contracts (domain sits beside the layers).'),
      ...allElements('shared/domain imports no element.'),
      ...appPackages(['root-config', 'server', 'portal'], 'shared/domain imports no application code.'),
      ...react('shared/domain imports no React.'),
    ],
  },
  {
    files: ['shared/api/**'],
    patterns: [
      ...sharedPackages(['state', 'ui'], 'shared/api imports only @curbside/contracts and @curbside/domain (elements -> ui -> state -> api -> contracts).'),
      ...allElements('shared/api imports no element.'),
      ...appPackages(['root-config', 'server', 'portal'], 'shared/api imports no application code.'),
      ...react('shared/api imports no React.'),
    ],
  },
  {
    files: ['shared/state/**'],
    patterns: [
      ...sharedPackages(['ui'], 'shared/state imports api, domain and contracts, never ui (elements -> ui -> state -> api -> contracts).'),
      ...allElements('shared/state imports no element.'),
      ...appPackages(['root-config', 'server', 'portal'], 'shared/state imports no application code.'),
      ...react('shared/state imports no React (zustand/vanilla, not zustand).'),
    ],
  },
  {
    files: ['shared/ui/**'],
    patterns: [
      ...allElements('shared/ui imports no element (elements -> ui, never back).'),
      ...appPackages(['root-config', 'server', 'portal'], 'shared/ui imports no application code.'),
    ],
  },
  ...ELEMENTS.map((element) => ({
    files: [`elements/${element.dir}/**`],
    patterns: [
      ...elementPackages(
        ELEMENTS.filter((other) => other !== element),
        `No element imports another element: move what ${element.name} shares into shared/ui (or state, domain).`,
      ),
      ...appPackages(['root-config', 'server', 'portal'], 'An element imports no application code.'),
    ],
  })),
  {
    files: ['root-config/**'],
    patterns: [
      ...allElements('root-config imports no element code: it mounts elements by tag name.'),
      ...sharedPackages(['ui'], 'root-config imports no element code (shared/ui is the elements\' toolkit).'),
      ...appPackages(['server', 'portal'], 'root-config imports no server or portal code.'),
    ],
  },
  {
    files: ['server/**'],
    patterns: [
      ...sharedPackages(['api', 'state', 'ui'], 'The server imports only @curbside/contracts and @curbside/domain (no browser code).'),
      ...allElements('The server imports no element (no browser code).'),
      ...appPackages(['root-config', 'portal'], 'The server imports no browser code.'),
      ...react('The server imports no React (no browser code).'),
      ...browserLibraries('The server imports no browser library.'),
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'test-results/**',
      'tests/screenshots/**',
      'tests/.explore/**',
      'server/data/**',
      '.cache/**',
      // Written by scripts/generate-contracts.mjs from the element contracts.
      'generated/**',
      // Deliberately wrong files the lint rules' own test feeds to ESLint.
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Build scripts, test runner configs and the server's own build run in Node.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['shared/ui/**/*.{ts,tsx}', 'elements/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // React Compiler rules that flag sound code here (this tree does not use the compiler):
      // a draft re-seeded from props in an effect, a ref mirroring the latest props for an unmount
      // callback, and `adoptedStyleSheets` assigned on a shadow root a hook returned.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
      // Notes about what the compiler would skip (a virtualiser's hooks, say): no compiler, no finding.
      'react-hooks/incompatible-library': 'off',
      'react-hooks/unsupported-syntax': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // `autoFocus` on our own components moves focus into a dialog that just opened (the APG
      // dialog pattern) or onto a sign-in card's only field; native `autofocus` stays refused.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  ...LAYERS.map(({ files, patterns }) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns }],
      'no-restricted-syntax': ['error', ...dynamicImports(patterns)],
    },
  })),
);
