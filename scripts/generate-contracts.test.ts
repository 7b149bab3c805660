// The files derived from the element contracts are checked in; `npm test` fails when one is
// stale. Also the pieces of the derivation: zod -> type text, contract -> manifest, one detail
// shape per event.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from '../shared/contracts/src/index.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPT = path.join(ROOT, 'scripts/generate-contracts.mjs');

interface ManifestDeclaration {
  tagName: string;
  attributes: { name: string; fieldName: string; type: { text: string }; default?: string }[];
  members: { name: string; attribute?: string; type: { text: string } }[];
  events: { name: string; type: { text: string } }[];
  slots?: { name: string; description: string }[];
  cssParts: { name: string }[];
  cssProperties?: { name: string; default?: string }[];
}
interface ManifestModule {
  declarations: ManifestDeclaration[];
}
interface ManifestApi {
  zodTypeText(schema: z.ZodType): string;
  contractToModule(contract: unknown, kit: unknown, modulePath: string): ManifestModule;
  loadContractKit(): Promise<unknown>;
}
interface GeneratorApi {
  assertOneDetailPerEvent(elements: { contract: { tag: string }; module: ManifestModule }[]): void;
  jsxTypesInput(manifest: { modules: ManifestModule[] }, kit: unknown): { manifest: { modules: ManifestModule[] }; globalEvents: string };
  buildManifest(elementsDir: string): Promise<{ manifest: { modules: ManifestModule[] } }>;
}

const manifestApi = (await import(/* @vite-ignore */ path.join(ROOT, 'scripts/build/manifest.mjs'))) as ManifestApi;
const generatorApi = (await import(/* @vite-ignore */ SCRIPT)) as GeneratorApi;

/** Runs `generate-contracts.mjs --check` and returns its exit code and output. */
function check(...args: string[]): { code: number; output: string } {
  try {
    const output = execFileSync(process.execPath, [SCRIPT, '--check', ...args], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

describe('generated files', () => {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'curbside-generated-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('are up to date with the contracts (else: node scripts/generate-contracts.mjs)', () => {
    const result = check();
    expect(result.output).toContain('up to date');
    expect(result.code).toBe(0);
  });

  it('are reported stale when a checked-in copy differs', () => {
    for (const name of ['custom-elements.json', 'generated', 'elements/shell/README.md']) {
      cpSync(path.join(ROOT, name), path.join(copy, name), { recursive: true });
    }
    const manifest = path.join(copy, 'custom-elements.json');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('"curb-navigate"', '"curb-navigated"'));
    const result = check('--against', copy);
    expect(result.code).toBe(1);
    expect(result.output).toContain('custom-elements.json');
    expect(result.output).not.toContain('generated/web-types.json');
    expect(result.output).not.toContain('elements/shell/README.md');
  });
});

describe('zod schema -> TypeScript text', () => {
  it.each([
    ['string', z.string(), 'string'],
    ['integer', z.number().int(), 'number'],
    ['enum', z.enum(['otp', 'sso']), "'otp' | 'sso'"],
    ['literal', z.literal('x'), "'x'"],
    ['nullable', z.string().nullable(), 'string | null'],
    ['optional array', z.array(z.string()).optional(), 'string[] | undefined'],
    ['array of a union', z.array(z.union([z.string(), z.number()])), '(string | number)[]'],
    ['empty object', z.object({}), 'Record<string, never>'],
    ['object', z.object({ userId: z.number(), tab: z.enum(['contact']).optional() }), "{ userId: number; tab?: 'contact' }"],
    ['record', z.record(z.string(), z.boolean()), 'Record<string, boolean>'],
  ])('%s', (_name, schema, text) => {
    expect(manifestApi.zodTypeText(schema)).toBe(text);
  });
});

describe('contract -> manifest', () => {
  const contract = {
    tag: 'curb-sample',
    version: '1.0.0',
    summary: 'A sample.',
    attributes: { mode: { prop: 'mode', type: 'string', default: 'a', values: ['a', 'b'], description: 'Mode.' } },
    properties: { routes: { schema: z.array(z.string()).optional(), description: 'Routes.' } },
    events: { 'curb-sample-saved': { detail: z.object({ id: z.number() }), description: 'Saved.' } },
    slots: { '': 'The content.' },
    cssParts: { header: 'The header.' },
    cssProperties: { '--curb-sample-width': { default: '10px', description: 'Width.' } },
  };

  it('lists attributes with type, allowed values and default, properties, events, slots, parts and custom properties', async () => {
    const [decl] = manifestApi.contractToModule(contract, await manifestApi.loadContractKit(), 'elements/sample/src/sample.element.ts').declarations;
    expect(decl?.attributes.map((a) => a.name)).toEqual(['api-base', 'api-key', 'theme', 'locale', 'mode']);
    expect(decl?.attributes.at(-1)).toMatchObject({ fieldName: 'mode', type: { text: "'a' | 'b'" }, default: '"a"' });
    expect(decl?.members.find((m) => m.name === 'routes')).toMatchObject({ type: { text: 'string[] | undefined' } });
    expect(decl?.members.find((m) => m.name === 'routes')?.attribute).toBeUndefined();
    expect(decl?.events).toEqual([{ name: 'curb-sample-saved', type: { text: '{ id: number }' }, description: 'Saved.' }]);
    expect(decl?.slots).toEqual([{ name: '', description: 'The content.' }]);
    expect(decl?.cssParts.map((p) => p.name)).toEqual(['root', 'header']);
    // Every element takes the host theming properties (issue 9), then its own.
    expect(decl?.cssProperties?.map((p: { name: string }) => p.name)).toEqual(['--curb-brand-color', '--curb-radius', '--curb-font-family', '--curb-density', '--curb-sample-width']);
    expect(decl?.cssProperties?.at(-1)).toEqual({ name: '--curb-sample-width', description: 'Width.', default: '10px' });
  });

  it('refuses two detail shapes for one event', async () => {
    const kit = await manifestApi.loadContractKit();
    const firing = (tag: string, detail: z.ZodType) => {
      const own = { ...contract, tag, events: { 'curb-navigate': { detail, description: 'Go.' } } };
      return { contract: own, module: manifestApi.contractToModule(own, kit, `elements/${tag}.ts`) };
    };
    const path = z.object({ path: z.string() });
    expect(() => generatorApi.assertOneDetailPerEvent([firing('curb-a', path), firing('curb-b', path)])).not.toThrow();
    expect(() => generatorApi.assertOneDetailPerEvent([firing('curb-a', path), firing('curb-b', z.object({ href: z.string() }))])).toThrow(
      /curb-navigate: curb-b declares the detail \{ href: string \}, curb-a \{ path: string \}/,
    );
  });
});

describe('JSX typings input', () => {
  it('states the common attributes once (BaseEvents) and keeps only its own in each element', async () => {
    const kit = await manifestApi.loadContractKit();
    const sample = (tag: string) => manifestApi.contractToModule(
      { tag, version: '1.0.0', summary: 'A sample.', attributes: { mode: { prop: 'mode', type: 'string', description: 'Mode.' } }, events: {} },
      kit, `elements/${tag}.ts`,
    );
    const jsx = generatorApi.jsxTypesInput({ modules: [sample('curb-a'), sample('curb-b')] }, kit);
    for (const module of jsx.manifest.modules) expect(module.declarations[0]?.attributes.map((a) => a.name)).toEqual(['mode']);
    expect(jsx.globalEvents).toContain('"api-base"?: string;');
    expect(jsx.globalEvents).toContain('"theme"?: \'light\' | \'dark\';');
    expect(jsx.globalEvents).not.toContain('"mode"');
  });
});

describe('a new element', () => {
  const elements = mkdtempSync(path.join(os.tmpdir(), 'curbside-new-element-'));
  afterAll(() => rmSync(elements, { recursive: true, force: true }));

  it('needs only its contract module (beside its element entry) to be in the manifest', async () => {
    const src = path.join(elements, 'reports', 'src');
    mkdirSync(src, { recursive: true });
    writeFileSync(path.join(src, 'reports.element.ts'), '');
    writeFileSync(
      path.join(src, 'reports.contract.ts'),
      `import { NavigateDetail, z } from '@curbside/ui';
       import type { ElementContract } from '@curbside/ui';
       export const reportsContract = {
         tag: 'curb-reports', version: '0.1.0', summary: 'Reports.',
         attributes: { period: { prop: 'period', type: 'string', default: 'month', values: ['month', 'year'], description: 'Period.' } },
         events: {
           'curb-navigate': { detail: NavigateDetail, description: 'Go.' },
           'curb-report-exported': { detail: z.object({ rows: z.number() }), description: 'Exported.' },
         },
         cssParts: { table: 'The table.' },
       } as const satisfies ElementContract;`,
    );
    const { manifest } = await generatorApi.buildManifest(elements);
    const [decl] = manifest.modules[0]?.declarations ?? [];
    expect(decl?.tagName).toBe('curb-reports');
    expect(decl?.attributes.find((a) => a.name === 'period')).toMatchObject({ type: { text: "'month' | 'year'" }, default: '"month"' });
    expect(decl?.events.map((e) => [e.name, e.type.text])).toEqual([
      ['curb-navigate', '{ path: string }'],
      ['curb-report-exported', '{ rows: number }'],
    ]);
    expect(decl?.cssParts.map((p) => p.name)).toEqual(['root', 'table']);
  });
});
