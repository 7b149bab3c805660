// The layer rules of eslint.config.js, tested on themselves: each fixture in ./fixtures is linted
// as if it lived at the path its first line names (`// lint-as: shared/domain/src/...`), and every
// import marked `// refused: <message>` must be refused with that message while every import
// marked `// allowed` must pass. The fixtures are ignored by the normal lint, by tsc and by knip.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = new URL('./fixtures/', import.meta.url);
/** Static imports and exports, and `import('...')` of a literal specifier. */
const RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

interface Fixture {
  file: string;
  text: string;
  lintAs: string;
  /** Line number -> the message it must be refused with, or null when it must pass. */
  expected: Map<number, string | null>;
}

function readFixture(file: string): Fixture {
  const text = readFileSync(new URL(file, FIXTURES), 'utf8');
  const lines = text.split('\n');
  const lintAs = /^\/\/ lint-as: (\S+)$/.exec(lines[0] ?? '')?.[1];
  if (!lintAs) throw new Error(`${file}: the first line must be "// lint-as: <path in the tree>"`);
  const expected = new Map<number, string | null>();
  lines.forEach((line, index) => {
    const mark = /\/\/ (allowed|refused: (.+))$/.exec(line);
    if (mark) expected.set(index + 1, mark[2] ?? null);
  });
  return { file, text, lintAs, expected };
}

const fixtures = readdirSync(FIXTURES).filter((file) => file.endsWith('.ts')).sort().map(readFixture);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

describe('layer rules (no-restricted-imports and no-restricted-syntax in eslint.config.js)', () => {
  it('has fixtures for every area, each with refused and allowed imports', () => {
    expect(fixtures.map((fixture) => fixture.file)).toEqual([
      'api.ts', 'contracts.ts', 'domain.ts', 'element.ts', 'root-config.ts', 'server.ts', 'state.ts', 'ui.ts',
    ]);
    for (const { file, expected } of fixtures) {
      const marks = [...expected.values()];
      expect(marks.filter((mark) => mark === null).length, `${file}: allowed imports`).toBeGreaterThan(0);
      expect(marks.filter((mark) => mark !== null).length, `${file}: refused imports`).toBeGreaterThan(0);
    }
  });

  it.each(fixtures.map((fixture) => [fixture.file, fixture.lintAs, fixture] as const))(
    '%s linted as %s: refuses the wrong imports and passes the right ones',
    async (_file, lintAs, fixture) => {
      const [result] = await eslint.lintText(fixture.text, { filePath: `${ROOT}/${lintAs}` });
      const refused = new Map(
        (result?.messages ?? []).filter((message) => RULES.has(message.ruleId ?? '')).map((message) => [message.line, message.message]),
      );
      for (const [line, message] of fixture.expected) {
        const source = fixture.text.split('\n')[line - 1];
        if (message === null) {
          expect(refused.get(line), `allowed: ${source}`).toBeUndefined();
        } else {
          expect(refused.get(line) ?? '(not refused)', `refused: ${source}`).toContain(message);
        }
      }
      expect([...refused.keys()].filter((line) => !fixture.expected.has(line)), 'refusals on unmarked lines').toEqual([]);
    },
  );

  it('keeps the fixtures themselves out of the normal lint', async () => {
    for (const { file } of fixtures) {
      expect(await eslint.isPathIgnored(`${ROOT}/tests/lint/fixtures/${file}`), file).toBe(true);
    }
  });
});
