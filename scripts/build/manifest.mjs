// custom-elements.json from each element's contract (src/<name>.contract.ts),
// in the Custom Elements Manifest schema 1.0.0, and the generated part of each
// element's README (between <!-- manifest:start --> and <!-- manifest:end -->).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { CACHE, OUT, ROOT } from './paths.mjs';

const UI_CONTRACT = path.join(ROOT, 'shared/ui/src/contract.ts');

/**
 * A contract imports its types and `commonAttributes` from @curbside/ui; the
 * whole of ui (React, Shoelace) cannot load in node, so @curbside/ui is first
 * pointed at ui's contract module alone, and only if that is not enough is the
 * full package bundled.
 */
const uiContractOnly = {
  name: 'curbside-ui-contract-only',
  setup(b) {
    b.onResolve({ filter: /^@curbside\/ui$/ }, () => ({ path: UI_CONTRACT }));
  },
};

async function importBundled(entry, outfile, plugins) {
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({ entryPoints: [entry], outfile, bundle: true, format: 'esm', platform: 'node', target: 'node20', logLevel: 'silent', jsx: 'automatic', plugins });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

/** The attributes every element has (defineElement adds those a contract leaves out). */
async function commonAttributes() {
  if (!existsSync(UI_CONTRACT)) return {};
  const mod = await importBundled(UI_CONTRACT, path.join(CACHE, 'contracts', 'ui-contract.mjs'), []);
  return mod.commonAttributes ?? {};
}

/** Bundles a contract module for node and returns the exported ElementContract (the export with a `tag`). */
export async function loadContract(el) {
  if (!el.contract) return undefined;
  const outfile = path.join(CACHE, 'contracts', `${el.pkg}-${el.name}.mjs`);
  let mod;
  try {
    mod = await importBundled(el.contract, outfile, [uiContractOnly]);
  } catch {
    mod = await importBundled(el.contract, outfile, []);
  }
  const contract = Object.values(mod).find((value) => value && typeof value === 'object' && typeof value.tag === 'string');
  if (!contract) return undefined;
  return { ...contract, attributes: { ...(await commonAttributes()), ...contract.attributes } };
}

const className = (tag) =>
  `${tag
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}Element`;

/** Entries of a record, or an array of `{ name, ... }`, as [name, value] pairs. */
function namedEntries(value) {
  if (!value) return [];
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? [item, {}] : [item.name, item]));
  return Object.entries(value).map(([name, item]) => [name, typeof item === 'string' ? { description: item } : (item ?? {})]);
}

const typeText = (type) => (type == null ? undefined : typeof type === 'string' ? type : typeof type === 'function' ? type.name.toLowerCase() : 'unknown');

function detailText(detail) {
  if (detail == null) return 'null';
  if (typeof detail === 'string') return detail;
  if (typeof detail === 'object' && !('_zod' in detail) && !('_def' in detail)) {
    return `{ ${Object.entries(detail)
      .map(([key, value]) => `${key}: ${typeText(value) ?? 'unknown'}`)
      .join('; ')} }`;
  }
  return 'object';
}

const clean = (object) => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

export function contractToModule(contract) {
  const name = className(contract.tag);
  const modulePath = `elements/${contract.tag}.js`;
  const attributes = namedEntries(contract.attributes).map(([attr, spec]) =>
    clean({
      name: attr,
      fieldName: spec.prop,
      type: spec.type ? { text: typeText(spec.type) } : undefined,
      description: spec.description,
      default: spec.default === undefined ? undefined : JSON.stringify(spec.default),
    }),
  );
  const members = [
    ...namedEntries(contract.attributes).map(([attr, spec]) =>
      clean({
        kind: 'field',
        name: spec.prop ?? attr,
        type: spec.type ? { text: typeText(spec.type) } : undefined,
        description: spec.description,
        default: spec.default === undefined ? undefined : JSON.stringify(spec.default),
        attribute: attr,
      }),
    ),
    ...namedEntries(contract.properties).map(([prop, spec]) =>
      clean({ kind: 'field', name: prop, type: spec.type ? { text: typeText(spec.type) } : undefined, description: spec.description }),
    ),
  ];
  const events = namedEntries(contract.events).map(([event, spec]) =>
    clean({ name: event, description: spec.description, type: { text: `CustomEvent<${detailText(spec.detail)}>` } }),
  );
  const cssParts = namedEntries(contract.cssParts).map(([part, spec]) => clean({ name: part, description: spec.description }));
  const cssProperties = namedEntries(contract.cssProperties).map(([prop, spec]) =>
    clean({ name: prop, description: spec.description, default: spec.default === undefined ? undefined : String(spec.default) }),
  );
  return {
    kind: 'javascript-module',
    path: modulePath,
    declarations: [
      clean({
        kind: 'class',
        name,
        description: contract.summary,
        customElement: true,
        tagName: contract.tag,
        version: contract.version,
        attributes,
        members,
        events,
        cssParts,
        cssProperties,
      }),
    ],
    exports: [{ kind: 'custom-element-definition', name: contract.tag, declaration: { name, module: modulePath } }],
  };
}

export function writeManifest(contracts) {
  const manifest = {
    schemaVersion: '1.0.0',
    readme: 'Curbside custom elements, generated from elements/*/src/*.contract.ts by scripts/build.mjs',
    modules: contracts.map(contractToModule),
  };
  writeFileSync(path.join(OUT, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

const START = '<!-- manifest:start -->';
const END = '<!-- manifest:end -->';
const cell = (text) => String(text ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function readmeSection(module) {
  const decl = module.declarations[0];
  const lines = [START, '<!-- Generated by scripts/build.mjs from the element contract: edit the contract, not this part. -->', ''];
  lines.push(`### \`<${decl.tagName}>\``, '');
  if (decl.description) lines.push(decl.description, '');
  lines.push('#### Attributes', '');
  if (decl.attributes?.length) {
    lines.push('| Attribute | Property | Type | Default | Description |', '|---|---|---|---|---|');
    for (const a of decl.attributes) lines.push(`| \`${a.name}\` | \`${a.fieldName ?? ''}\` | ${cell(a.type?.text)} | ${cell(a.default)} | ${cell(a.description)} |`);
  } else lines.push('None.');
  lines.push('', '#### Events', '');
  if (decl.events?.length) {
    lines.push('| Event | Detail | Description |', '|---|---|---|');
    for (const e of decl.events) lines.push(`| \`${e.name}\` | \`${cell(e.type?.text)}\` | ${cell(e.description)} |`);
  } else lines.push('None.');
  if (decl.cssParts?.length) {
    lines.push('', '#### CSS parts', '', '| Part | Description |', '|---|---|');
    for (const p of decl.cssParts) lines.push(`| \`${p.name}\` | ${cell(p.description)} |`);
  }
  if (decl.cssProperties?.length) {
    lines.push('', '#### CSS custom properties', '', '| Property | Default | Description |', '|---|---|---|');
    for (const p of decl.cssProperties) lines.push(`| \`${p.name}\` | ${cell(p.default)} | ${cell(p.description)} |`);
  }
  lines.push('', END);
  return lines.join('\n');
}

/** Replaces the generated section of the element's README (appends it when the markers are missing). */
export function updateReadme(el, module) {
  const file = path.join(el.dir, 'README.md');
  const section = readmeSection(module);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : `# ${module.declarations[0].tagName}\n`;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + section + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n## API\n\n${section}\n`;
  if (next !== current) writeFileSync(file, next);
}
