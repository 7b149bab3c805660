// Bytes per element, read from a built portal, raw, gzip -9 and brotli 11:
// - the portal module of each element (what its route loads beyond the shared modules the import
//   map points at) with the relative chunks it imports;
// - its embed: the first step (the entry and every module it imports statically, i.e. what loads
//   before the element can draw) and the total (with the modules it imports dynamically);
// - the shared modules the portal maps (vendor, shared packages, root config), once.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { findElementPackages } from '../build/paths.mjs';

const sizeCache = new Map();
function sizesOf(file) {
  if (!sizeCache.has(file)) {
    const data = readFileSync(file);
    sizeCache.set(file, {
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizeCache.get(file);
}

const sum = (files) => files.map(sizesOf).reduce(
  (total, s) => ({ raw: total.raw + s.raw, gzip: total.gzip + s.gzip, brotli: total.brotli + s.brotli }),
  { raw: 0, gzip: 0, brotli: 0 },
);

const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;

/** The file and every relative module it imports (statically only, or dynamically too), once each. */
function importClosure(entry, { dynamic }) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const patterns = dynamic ? [STATIC_IMPORT, DYNAMIC_IMPORT] : [STATIC_IMPORT];
    for (const pattern of patterns) for (const match of code.matchAll(pattern)) visit(path.resolve(path.dirname(file), match[1]));
  };
  visit(entry);
  return [...seen];
}

/**
 * An embed whose entry is a loader (<name>.embed.ts: curb-booking draws a sketch of its first step,
 * then imports the element) draws with what the entry's own dynamic imports bring, statically.
 */
function firstStepClosure(embed, isLoader) {
  const files = new Set(importClosure(embed, { dynamic: false }));
  if (isLoader) {
    for (const match of readFileSync(embed, 'utf8').matchAll(DYNAMIC_IMPORT)) {
      for (const file of importClosure(path.resolve(path.dirname(embed), match[1]), { dynamic: false })) files.add(file);
    }
  }
  return [...files];
}

/** @param {string} portalDir a built portal (dist/portal) */
export function measureBytes(portalDir) {
  const map = JSON.parse(readFileSync(path.join(portalDir, 'importmap.json'), 'utf8')).imports;
  const file = (url) => path.join(portalDir, url);
  const loaders = new Set(findElementPackages().filter((el) => el.embedEntry !== el.entry).map((el) => `curb-${el.name}`));
  const elements = Object.entries(map).filter(([name]) => name.startsWith('curb-')).map(([name, url]) => {
    const embed = file(`/embed/${name}.js`);
    const firstStep = firstStepClosure(embed, loaders.has(name));
    const total = importClosure(embed, { dynamic: true });
    return {
      element: name,
      portalModule: sum(importClosure(file(url), { dynamic: false })),
      embedFirstStep: { ...sum(firstStep), files: firstStep.length },
      embedTotal: { ...sum(total), files: total.length },
    };
  });
  const shared = Object.entries(map).filter(([name, url]) => !name.startsWith('curb-') && url.endsWith('.js')).map(([, url]) => file(url));
  return { elements, sharedPortalModules: { ...sum(shared), files: shared.length } };
}

export function bytesTable({ elements, sharedPortalModules }) {
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  const cell = (s) => `${kib(s.raw)} / ${kib(s.gzip)} / ${kib(s.brotli)}`;
  return [
    '| element | portal module, raw / gzip / brotli KiB | embed, first step | embed, total |',
    '|---|---:|---:|---:|',
    ...elements.map((e) => `| ${e.element} | ${cell(e.portalModule)} | ${cell(e.embedFirstStep)} (${e.embedFirstStep.files} files) | ${cell(e.embedTotal)} (${e.embedTotal.files} files) |`),
    `| shared modules the portal maps (${sharedPortalModules.files}: vendor, shared packages, root config) | ${cell(sharedPortalModules)} | | |`,
    '',
    'Portal module: the element\'s own module and the relative chunks it imports (the shared modules are counted once, last row).',
    'Embed, first step: the entry and everything it imports statically (what loads before the element draws; for a loader entry, curb-booking\'s, with the element it loads); total: with its dynamic imports.',
  ].join('\n');
}
