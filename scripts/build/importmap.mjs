// The import map: the root importmap.json is the template (vendor, the Shoelace bundle,
// shared and root-config names); the build adds one entry per built element. The SystemJS
// map is the same map pointing into /system/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { SHOELACE_BUNDLE } from './shoelace.mjs';

export function readTemplate() {
  return JSON.parse(readFileSync(path.join(ROOT, 'importmap.json'), 'utf8'));
}

/** Import-map name of an element: its tag (`curb-login` -> /elements/curb-login.js). */
export const elementSpecifier = (tag) => tag;

export function portalImportMap(template, elements) {
  const imports = { ...template.imports };
  for (const el of elements) imports[elementSpecifier(el.tag)] = `/elements/${el.tag}.js`;
  return { imports };
}

/**
 * The map the pages get: each stable URL the build wrote under a content-hashed name
 * (`written`: stable URL -> { url, systemUrl }) points at that file; the rest stays. `system: true` gives the SystemJS map, the same map pointing into /system/.
 */
export function builtImportMap(map, written, { system = false } = {}) {
  const imports = {};
  for (const [name, url] of Object.entries(map.imports)) {
    const built = written.get(url);
    imports[name] = built ? (system ? built.systemUrl : built.url) : system ? `/system${url}` : url;
  }
  return { imports };
}

/**
 * Vendor entries: exact names mapped to one file under /vendor/ (prefix names end in '/'); the
 * Shoelace bundle is built from the source's Shoelace imports instead (scripts/build/shoelace.mjs).
 */
export function vendorEntries(template) {
  return Object.entries(template.imports)
    .filter(([name, url]) => url.startsWith('/vendor/') && !name.endsWith('/') && name !== SHOELACE_BUNDLE)
    .map(([name, url]) => ({ name, file: url.slice('/vendor/'.length) }));
}

/** True when `id` is resolved by the import map (exact name or a prefix entry). */
export function inImportMap(map, id) {
  if (Object.hasOwn(map.imports, id)) return true;
  return Object.keys(map.imports).some((name) => name.endsWith('/') && id.startsWith(name));
}

/** The npm package name of a bare specifier (`@scope/pkg/sub` -> `@scope/pkg`). */
export function packageName(id) {
  const parts = id.split('/');
  return id.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
