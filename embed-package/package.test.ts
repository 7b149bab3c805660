import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packElements } from './pack.mjs';

// Issue 9, 'Packages a host can install': `npm pack` makes @curbside/elements from the built
// embeds; a host project installs the tarball (offline: it has no dependencies) and type-checks the
// host files of tests/host-types (a plain TypeScript page, a React 19 app), their imports of the
// source turned into imports of the package, against the installed typings alone. Needs the build
// (dist/portal/embed, or PORTAL_DIR).

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(HERE);
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const HOST_FILES = ['plain-host.ts', 'react-host.tsx'];
const EXPECTED_ERROR = /\/\/ @ts-expect-error .*\n/g;

/**
 * A tests/host-types file as a host project writes it: the element's source module becomes the
 * package's module of its tag, the generated JSX typings the package's.
 */
function asPackageHost(text: string, tagOfModule: ReadonlyMap<string, string>): string {
  return text
    .replace(/import type \{\} from '\.\.\/\.\.\/generated\/curbside-jsx\.d\.ts';/g, "import type {} from '@curbside/elements/jsx';")
    .replace(/import type \{\} from '\.\.\/\.\.\/(elements\/[^']+\.element\.ts)';/g, (line, module: string) => {
      const tag = tagOfModule.get(module);
      if (!tag) throw new Error(`no element for ${module}`);
      return `import '@curbside/elements/${tag}.js';`;
    });
}

describe('the npm package @curbside/elements', () => {
  let work: string;
  let packed: Awaited<ReturnType<typeof packElements>>;
  let host: string;
  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'curbside-npm-'));
    packed = await packElements({ outDir: work });
    host = path.join(work, 'host');
    mkdirSync(host);
    writeFileSync(path.join(host, 'package.json'), JSON.stringify({ name: 'acme-intranet', private: true, type: 'module' }));
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', packed.tarball], { cwd: host, stdio: 'ignore' });
    // React's types, as the host's own dependency (linked: no network here).
    mkdirSync(path.join(host, 'node_modules/@types'), { recursive: true });
    symlinkSync(realpathSync(path.join(ROOT, 'node_modules/@types/react')), path.join(host, 'node_modules/@types/react'));
    cpSync(path.join(HERE, 'host-fixture'), host, { recursive: true });
    const sourceManifest = JSON.parse(readFileSync(path.join(ROOT, 'custom-elements.json'), 'utf8')) as { modules: { path: string; declarations: { tagName: string }[] }[] };
    const tagOfModule = new Map(sourceManifest.modules.map((m) => [m.path, m.declarations[0]?.tagName ?? '']));
    for (const file of HOST_FILES) {
      writeFileSync(path.join(host, file), asPackageHost(readFileSync(path.join(ROOT, 'tests/host-types', file), 'utf8'), tagOfModule));
    }
  }, 120_000);
  afterAll(() => { if (work) rmSync(work, { recursive: true, force: true }); });

  it('packs the elements, their shared chunk, the typings and the editor data, with exports for each', () => {
    expect(packed.tags).toEqual(expect.arrayContaining(['curb-booking', 'curb-login', 'curb-bookings']));
    expect(packed.files).toEqual(expect.arrayContaining([
      'package.json', 'README.md', 'index.d.ts', 'jsx.d.ts', 'custom-elements.json', 'web-types.json',
      'vscode.html-custom-data.json', 'embed/curb-booking.js', 'embed/curb-login.js',
    ]));
    expect(packed.files.some((file) => /^embed\/chunks\/shared-[0-9a-f]+\.js$/.test(file))).toBe(true);
    expect(packed.files.filter((file) => /\.(map|br|gz)$/.test(file))).toEqual([]);
    const installed = JSON.parse(readFileSync(path.join(host, 'node_modules/@curbside/elements/package.json'), 'utf8')) as Record<string, unknown>;
    expect(installed).toMatchObject({
      name: '@curbside/elements', types: './index.d.ts', customElements: 'custom-elements.json',
      exports: expect.objectContaining({ './curb-booking.js': { types: './index.d.ts', default: './embed/curb-booking.js' } }),
    });
    const manifest = JSON.parse(readFileSync(path.join(host, 'node_modules/@curbside/elements/custom-elements.json'), 'utf8')) as { modules: { path: string }[] };
    expect(manifest.modules.map((m) => m.path)).toContain('embed/curb-booking.js');
  });

  it('type-checks a plain TypeScript host and a React 19 host against the installed typings; wrong attributes and details fail', () => {
    const result = spawnSync(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: host, encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);

    // The same mistakes without their @ts-expect-error are refused, each with the package's types.
    const plain = readFileSync(path.join(host, 'plain-host.ts'), 'utf8');
    expect(plain).toContain("import '@curbside/elements/curb-booking.js';");
    expect(plain).not.toContain('../');
    const mistakes = plain.match(EXPECTED_ERROR)?.length ?? 0;
    expect(mistakes).toBeGreaterThanOrEqual(4);
    const wrong = plain.replace(EXPECTED_ERROR, '');
    writeFileSync(path.join(host, 'plain-host.ts'), wrong);
    writeFileSync(path.join(host, 'tsconfig.plain.json'), JSON.stringify({ extends: './tsconfig.json', include: ['plain-host.ts'] }));
    const refused = spawnSync(process.execPath, [TSC, '-p', 'tsconfig.plain.json'], { cwd: host, encoding: 'utf8' });
    expect(refused.status).not.toBe(0);
    expect(refused.stdout.match(/plain-host\.ts\(\d+,\d+\): error/g)).toHaveLength(mistakes);
    expect(refused.stdout).toContain("Property 'reservationCode' does not exist");
  });
});
