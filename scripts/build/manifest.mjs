// An element's contract (src/<name>.contract.ts) as a Custom Elements Manifest 1.0.0 module, and
// the generated API part of the element's README (between <!-- manifest:start --> and
// <!-- manifest:end -->). scripts/generate-contracts.mjs writes both; the build runs it.
// The manifest is written here rather than by @custom-elements-manifest/analyzer: the analyzer
// reads classes and JSDoc tags, and a contract is data (its types are zod schemas), so reading
// the data is both simpler and exact. The JSX, VS Code and JetBrains outputs do come from the
// cem-tools generators, run on this manifest.
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './paths.mjs';

/**
 * What a contract module imports from @curbside/ui: the contract kit alone (no React, no DOM),
 * so a contract loads in node.
 */
const CONTRACT_KIT = path.join(ROOT, 'shared/ui/src/contract-kit.ts');
const uiContractKitOnly = {
  name: 'curbside-ui-contract-kit',
  setup(b) {
    b.onResolve({ filter: /^@curbside\/ui$/ }, () => ({ path: CONTRACT_KIT }));
  },
};

/** Bundles a module for node in memory and imports it (the bundle is self-contained). */
async function importBundled(entry, plugins = []) {
  const result = await build({
    entryPoints: [entry], bundle: true, write: false, format: 'esm', platform: 'node', target: 'node20',
    logLevel: 'silent', jsx: 'automatic', plugins,
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** The contract kit: `commonAttributes`, `commonCssParts` and `commonCssProperties`, added to every contract. */
export function loadContractKit() {
  return importBundled(CONTRACT_KIT);
}

/** Bundles a contract module for node and returns the exported ElementContract (the export with a `tag`). */
export async function loadContract(el) {
  if (!el.contract) return undefined;
  const mod = await importBundled(el.contract, [uiContractKitOnly]);
  return Object.values(mod).find((value) => value && typeof value === 'object' && typeof value.tag === 'string');
}

// ---- zod schema -> TypeScript type text (the manifest's `type.text`) ----

const quote = (value) => (typeof value === 'string' ? `'${value.replace(/'/g, "\\'")}'` : String(value));
const union = (texts) => [...new Set(texts)].join(' | ');
const PROPERTY_NAME = /^[A-Za-z_$][\w$]*$/;

/** The TypeScript text of a zod 4 schema's output type, for the kinds a detail or property uses. */
export function zodTypeText(schema) {
  const def = schema?._zod?.def;
  if (!def) throw new Error('not a zod schema');
  switch (def.type) {
    case 'string': case 'number': case 'boolean': case 'null': case 'undefined': case 'unknown': case 'never':
      return def.type;
    case 'bigint': return 'bigint';
    case 'date': return 'Date';
    case 'literal': return union(def.values.map(quote));
    case 'enum': return union(Object.values(def.entries).map(quote));
    case 'optional': return union([zodTypeText(def.innerType), 'undefined']);
    case 'nullable': return union([zodTypeText(def.innerType), 'null']);
    case 'default': case 'readonly': case 'catch': case 'nonoptional': return zodTypeText(def.innerType);
    case 'pipe': return zodTypeText(def.out);
    case 'union': return union(def.options.map(zodTypeText));
    case 'array': {
      const item = zodTypeText(def.element);
      return /[\s|]/.test(item) && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
    }
    case 'record': return `Record<${zodTypeText(def.keyType)}, ${zodTypeText(def.valueType)}>`;
    case 'object': {
      const entries = Object.entries(def.shape);
      if (entries.length === 0) return 'Record<string, never>';
      const fields = entries.map(([key, value]) => {
        const optional = value._zod.optout === 'optional';
        const inner = optional && value._zod.def.type === 'optional' ? value._zod.def.innerType : value;
        return `${PROPERTY_NAME.test(key) ? key : quote(key)}${optional ? '?' : ''}: ${zodTypeText(inner)}`;
      });
      return `{ ${fields.join('; ')} }`;
    }
    default:
      throw new Error(`zod type '${def.type}' has no TypeScript text here: add it to zodTypeText`);
  }
}

// ---- contract -> manifest module ----

/** `curb-account` -> `CurbAccount`: the manifest's class name and the element type `<name>.element.ts` exports. */
export const className = (tag) => tag.split('-').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');

/** The manifest type text of an attribute: the union of its allowed values, else its type. */
function attributeTypeText(spec) {
  if (spec.values?.length) return union(spec.values.map(quote));
  return spec.type;
}

const clean = (object) => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

/** The manifest module of one contract; `kit` gives the common attributes and parts. */
export function contractToModule(contract, kit, modulePath) {
  const name = className(contract.tag);
  const attributes = Object.entries({ ...kit.commonAttributes, ...contract.attributes }).map(([attr, spec]) => ({
    name: attr,
    spec,
    type: { text: attributeTypeText(spec) },
    default: spec.default === undefined ? undefined : JSON.stringify(spec.default),
  }));
  const members = [
    ...attributes.map((a) => clean({
      kind: 'field', name: a.spec.prop, type: a.type, description: a.spec.description, default: a.default, attribute: a.name, reflects: true,
    })),
    ...Object.entries(contract.properties ?? {}).map(([prop, spec]) => ({
      kind: 'field', name: prop, type: { text: zodTypeText(spec.schema) }, description: spec.description,
    })),
  ];
  const declaration = clean({
    kind: 'class',
    name,
    tagName: contract.tag,
    customElement: true,
    summary: contract.summary,
    description: contract.summary,
    version: contract.version,
    attributes: attributes.map((a) => clean({ name: a.name, fieldName: a.spec.prop, type: a.type, description: a.spec.description, default: a.default })),
    members,
    events: Object.entries(contract.events).map(([event, spec]) => ({
      name: event, type: { text: zodTypeText(spec.detail) }, description: spec.description,
    })),
    slots: Object.entries(contract.slots ?? {}).map(([slot, description]) => ({ name: slot, description })),
    cssParts: Object.entries({ ...kit.commonCssParts, ...contract.cssParts }).map(([part, description]) => ({ name: part, description })),
    cssProperties: Object.entries({ ...kit.commonCssProperties, ...contract.cssProperties }).map(([prop, spec]) => clean({ name: prop, description: spec.description, default: spec.default })),
  });
  return {
    kind: 'javascript-module',
    path: modulePath,
    declarations: [declaration],
    exports: [
      { kind: 'js', name, declaration: { name, module: modulePath } },
      { kind: 'custom-element-definition', name: contract.tag, declaration: { name, module: modulePath } },
    ],
  };
}

// ---- README API tables ----

const START = '<!-- manifest:start -->';
const END = '<!-- manifest:end -->';
const cell = (text) => String(text ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text) => (text === undefined || text === '' ? '' : `\`${cell(text)}\``);

function table(lines, title, headers, rows) {
  lines.push('', `#### ${title}`, '');
  if (!rows.length) {
    lines.push('None.');
    return;
  }
  lines.push(`| ${headers.join(' | ')} |`, `|${headers.map(() => '---').join('|')}|`);
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
}

/** The generated API section of an element's README, from its manifest module. */
export function readmeSection(module, source) {
  const decl = module.declarations[0];
  const lines = [START, `<!-- Generated by scripts/generate-contracts.mjs from ${source}: edit the contract, not this part. -->`, ''];
  lines.push(`### \`<${decl.tagName}>\``, '', decl.summary);
  table(lines, 'Attributes', ['Attribute', 'Property', 'Type', 'Default', 'Description'],
    decl.attributes.map((a) => [code(a.name), code(a.fieldName), code(a.type.text), code(a.default), cell(a.description)]));
  const properties = decl.members.filter((m) => !m.attribute);
  if (properties.length) {
    table(lines, 'Properties (not reflected)', ['Property', 'Type', 'Description'],
      properties.map((p) => [code(p.name), code(p.type.text), cell(p.description)]));
  }
  table(lines, 'Events', ['Event', 'Detail', 'Description'], decl.events.map((e) => [code(e.name), code(e.type.text), cell(e.description)]));
  if (decl.slots?.length) {
    table(lines, 'Slots', ['Slot', 'Description'], decl.slots.map((s) => [s.name ? code(s.name) : '(default)', cell(s.description)]));
  }
  table(lines, 'CSS parts', ['Part', 'Description'], decl.cssParts.map((p) => [code(p.name), cell(p.description)]));
  table(lines, 'CSS custom properties', ['Property', 'Default', 'Description'],
    (decl.cssProperties ?? []).map((p) => [code(p.name), code(p.default), cell(p.description)]));
  lines.push('', END);
  return lines.join('\n');
}

/** The README with its generated section replaced (appended under '## API' when the markers are missing). */
export function withReadmeSection(current, section) {
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  return start >= 0 && end > start
    ? current.slice(0, start) + section + current.slice(end + END.length)
    : `${current.trimEnd()}\n\n## API\n\n${section}\n`;
}
