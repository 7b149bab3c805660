import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's layers (issue 8 §4): routes -> services (reservations, providers, payments, auth)
// -> access -> repositories -> db. Nothing imports upward; only repositories (and db/ migrations and seeds) hold SQL.

const root = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each source file (relative to src/) with the src-relative files it imports. */
const graph = sourceFiles(root).map((file) => {
  const text = readFileSync(file, 'utf8');
  const imports = [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) => relative(root, resolve(dirname(file), m[1] ?? '')));
  return { file: relative(root, file), text, imports };
});

const isRepository = (path: string) => path.endsWith('-repository.ts');

describe('server layers', () => {
  it('imports routes only from app.ts', () => {
    expect(graph.length).toBeGreaterThan(60);
    expect(graph.find((f) => f.file === 'app.ts')?.imports).toContain('routes/account.ts');
    const offenders = graph.filter((f) => f.file !== 'app.ts' && !f.file.startsWith('routes/') && f.imports.some((i) => i.startsWith('routes/')));
    expect(offenders.map((f) => f.file)).toEqual([]);
  });

  it('lets routes import no other route', () => {
    const offenders = graph.filter((f) => f.file.startsWith('routes/') && f.imports.some((i) => i.startsWith('routes/')));
    expect(offenders.map((f) => f.file)).toEqual([]);
  });

  it('keeps the access module below routes and services: it reads through repositories only', () => {
    const allowed = (i: string) => i.startsWith('access/') || isRepository(i) || i.startsWith('db/')
      || ['http/http-error.ts', 'auth/session.ts', 'firms/firm-record.ts'].includes(i);
    const offenders = graph.filter((f) => f.file.startsWith('access/')).flatMap((f) => f.imports.filter((i) => !allowed(i)).map((i) => `${f.file} -> ${i}`));
    expect(offenders).toEqual([]);
  });

  it('lets repositories import only the database and other repositories', () => {
    const offenders = graph.filter((f) => isRepository(f.file))
      .flatMap((f) => f.imports.filter((i) => !isRepository(i) && !i.startsWith('db/')).map((i) => `${f.file} -> ${i}`));
    expect(offenders).toEqual([]);
  });

  it('keeps SQL in the repositories (and the migrations and seeds of db/): none in routes or services', () => {
    const hasSql = (text: string) => /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/.test(text);
    expect(graph.filter((f) => isRepository(f.file) && hasSql(f.text)).length).toBeGreaterThan(10);
    const offenders = graph.filter((f) => !isRepository(f.file) && !f.file.startsWith('db/') && hasSql(f.text));
    expect(offenders.map((f) => f.file)).toEqual([]);
  });
});
