#!/usr/bin/env node
// What an embed's first step is made of: builds the embeds in memory (the same rollup build as
// scripts/build/embed.mjs, nothing written) and prints, for one element, the chunks its entry
// loads before it draws (the entry and its static imports; with --lazy NAME,... also the dynamic
// chunks whose name starts with one of those, e.g. metadata.min.json, the phone numbering plan step 1's phone field loads), each
// chunk's gzip -9 size, and then the bytes of every module in them, grouped by package.
//   node scripts/build/embed-modules.mjs [curb-booking] [--lazy metadata.min.json] [--modules 60] [--json]
//   ... --why card-validator     the chain of static imports from the entry to each matching module
//   ... --out DIR                also write the generated embed files to DIR, to read them
// Module gzip is each module's minified code compressed alone: more than its share of the chunk's
// gzip (shared words compress better together), so the figures rank causes, the chunks give the total.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rollup } from 'rollup';
import { gzipSync } from 'node:zlib';
import { EMBED_OUTPUT, embedInputOptions } from './embed.mjs';
import { ROOT, findElementPackages } from './paths.mjs';
import { loadContract } from './manifest.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const tag = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'curb-booking';
const lazyNames = (option('--lazy', 'metadata.min.json') || '').split(',').filter(Boolean);
const moduleRows = Number(option('--modules', '60'));

const elements = [];
for (const el of findElementPackages()) {
  const contract = await loadContract(el).catch(() => undefined);
  elements.push({ ...el, tag: contract?.tag ?? `curb-${el.name}` });
}
/** Who imports whom (static imports of the modules in the output), for --why. */
const importers = new Map();
const graph = {
  name: 'curbside-embed-module-graph',
  generateBundle() {
    for (const id of this.getModuleIds()) {
      for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
        if (!importers.has(imported)) importers.set(imported, []);
        importers.get(imported).push(id);
      }
    }
  },
};
const options = embedInputOptions(elements);
const bundle = await rollup({ ...options, plugins: [...options.plugins, graph] });
const { output } = await bundle.generate(EMBED_OUTPUT);
await bundle.close();

const outDir = option('--out');
if (outDir) {
  for (const file of output) {
    const target = path.join(outDir, file.fileName);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.type === 'chunk' ? file.code : file.source);
  }
}

const chunks = new Map(output.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]));
const entry = chunks.get(`${tag}.js`);
if (!entry) throw new Error(`no embed entry ${tag}.js (entries: ${[...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName).join(', ')})`);

/** The entry, its static imports, and the dynamic chunks named in --lazy (with their static imports). */
const firstStep = [];
const visit = (fileName) => {
  const chunk = chunks.get(fileName);
  if (!chunk || firstStep.includes(chunk)) return;
  firstStep.push(chunk);
  chunk.imports.forEach(visit);
  chunk.dynamicImports.filter((d) => lazyNames.some((name) => path.basename(d).startsWith(name))).forEach(visit);
};
visit(entry.fileName);
// A loader entry (<name>.embed.ts: curb-booking's sketch of its first step) draws with the element it imports.
const element = elements.find((el) => el.tag === tag);
if (element && element.embedEntry !== element.entry) {
  for (const fileName of entry.dynamicImports) if (chunks.get(fileName)?.moduleIds.includes(element.entry)) visit(fileName);
}

const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

/** The package a module belongs to: a node_modules package, shared/<pkg>, elements/<pkg>, or the id. */
function packageOf(id) {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (nm !== -1) {
    const parts = clean.slice(nm + 14).split(path.sep);
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const relative = path.relative(ROOT, clean);
  const match = /^(shared|elements)\/([^/]+)\//.exec(relative);
  return match ? `${match[1]}/${match[2]}` : relative;
}
const shortId = (id) => {
  const clean = id.replace(/^\0/, '');
  const nm = clean.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  return nm !== -1 ? clean.slice(nm + 14) : path.relative(ROOT, clean);
};

const modules = firstStep.flatMap((chunk) => Object.entries(chunk.modules)
  .filter(([, m]) => m.renderedLength > 0)
  .map(([id, m]) => ({ id: shortId(id), pkg: packageOf(id), chunk: chunk.fileName, raw: m.renderedLength, gzip: m.code ? gzip(m.code) : 0 })));
const byPackage = new Map();
for (const m of modules) {
  const p = byPackage.get(m.pkg) ?? { pkg: m.pkg, raw: 0, gzip: 0, modules: 0 };
  p.raw += m.raw;
  p.gzip += m.gzip;
  p.modules += 1;
  byPackage.set(m.pkg, p);
}
const chunkRows = firstStep.map((c) => ({ file: c.fileName, raw: Buffer.byteLength(c.code), gzip: gzip(c.code), modules: Object.keys(c.modules).length }));
const total = chunkRows.reduce((sum, c) => sum + c.gzip, 0);

const why = option('--why');
if (why) {
  const included = new Set(firstStep.flatMap((c) => Object.keys(c.modules)));
  const entryId = entry.facadeModuleId;
  for (const target of [...included].filter((id) => shortId(id).includes(why))) {
    // Breadth-first from the module up its importers to the entry (a barrel on the way only re-exports).
    const previous = new Map([[target, null]]);
    const queue = [target];
    while (queue.length && !previous.has(entryId)) {
      const id = queue.shift();
      for (const importer of importers.get(id) ?? []) {
        if (previous.has(importer)) continue;
        previous.set(importer, id);
        queue.push(importer);
      }
    }
    const chain = [];
    for (let id = previous.has(entryId) ? entryId : null; id; id = previous.get(id)) chain.push(shortId(id));
    console.log(`${shortId(target)}:\n  ${chain.length ? chain.join('\n  -> ') : '(no static chain from the entry)'}`);
  }
} else if (args.includes('--json')) {
  console.log(JSON.stringify({ tag, total, chunks: chunkRows, packages: [...byPackage.values()], modules }, null, 2));
} else {
  console.log(`${tag}: first step ${kib(total).trim()} KiB gzip in ${chunkRows.length} chunks (lazy counted: ${lazyNames.join(', ') || 'none'})`);
  console.log('\n   raw KiB  gzip KiB  chunk');
  for (const c of chunkRows) console.log(`${kib(c.raw)}  ${kib(c.gzip)}  ${c.file} (${c.modules} modules)`);
  console.log('\n   raw KiB  gzip KiB*  package (modules)');
  for (const p of [...byPackage.values()].sort((a, b) => b.gzip - a.gzip)) console.log(`${kib(p.raw)}  ${kib(p.gzip)}  ${p.pkg} (${p.modules})`);
  console.log(`\n   raw KiB  gzip KiB*  module (top ${moduleRows})`);
  for (const m of modules.sort((a, b) => b.gzip - a.gzip).slice(0, moduleRows)) console.log(`${kib(m.raw)}  ${kib(m.gzip)}  ${m.id}  [${m.chunk}]`);
  console.log('\n* each module compressed alone: ranks the causes; the chunk rows give the real total.');
}
