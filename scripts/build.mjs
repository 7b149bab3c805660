#!/usr/bin/env node
// Builds the portal into dist/portal (see docs/DEVELOPING.md, "Build output").
//   node scripts/build.mjs            skip when no input changed since the last build
//   node scripts/build.mjs --force    rebuild anyway
//   node scripts/build.mjs --dev      development React/lit builds in vendor/, import-map-overrides on the page
//   CURBSIDE_IMPORT_MAP_OVERRIDES=1   import-map-overrides in a production build too (it is left out otherwise)
// Steps live in scripts/build/: vendor, shared, elements, embed, manifest, pages, compress.
// Modules the import map points at get content-hashed names (the map is written last);
// every text output gets .br and .gz copies.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildElements } from './build/elements.mjs';
import { buildEmbeds } from './build/embed.mjs';
import { builtImportMap, portalImportMap, readTemplate } from './build/importmap.mjs';
import { loadContract } from './build/manifest.mjs';
import { builtManifest, writeGeneratedFiles } from './generate-contracts.mjs';
import { buildPages, stampVersion } from './build/pages.mjs';
import { ELEMENTS_DIR, OUT, STAMP_FILE, findElementPackages, rel } from './build/paths.mjs';
import { buildRootConfig, buildShared } from './build/shared.mjs';
import { inputHash, isUpToDate, outputBuildId, writeStamp } from './build/stamp.mjs';
import { VENDOR_DIRS, buildVendor } from './build/vendor.mjs';
import { cleanOutput } from './build/files.mjs';
import { precompress } from './build/compress.mjs';
import { usedShoelaceModules } from './build/shoelace.mjs';

const args = new Set(process.argv.slice(2));
const force = args.has('--force');
const nodeEnv = args.has('--dev') ? 'development' : 'production';
const started = Date.now();
const log = (message) => console.log(`[build] ${message}`);

const hash = inputHash({ nodeEnv, elementsDir: ELEMENTS_DIR, importMapOverrides: process.env.CURBSIDE_IMPORT_MAP_OVERRIDES === '1' });
if (!force && isUpToDate(hash)) {
  log('up to date (no input changed since the last build; --force to rebuild)');
  process.exit(0);
}

rmSync(STAMP_FILE, { force: true });
cleanOutput(OUT, force ? [] : VENDOR_DIRS);

// Elements and their contracts first: the tag names the outputs and the import map.
const elements = [];
for (const el of findElementPackages()) {
  let contract;
  try {
    contract = await loadContract(el);
  } catch (error) {
    log(`warning: ${rel(el.contract)} could not be loaded: ${error.message.split('\n')[0]}`);
  }
  elements.push({ ...el, contract, tag: contract?.tag ?? `curb-${el.name}` });
}

const template = readTemplate();
// The map by stable names (what the builds keep external); the pages get the hashed file names.
const map = portalImportMap(template, elements);
const written = new Map([
  ...(await buildVendor({ template, nodeEnv, force, log, shoelaceModules: usedShoelaceModules() })),
  ...(
    await Promise.all([
      buildShared({ map, nodeEnv, log }),
      buildRootConfig({ map, nodeEnv, log }),
      buildElements({ elements, map, nodeEnv, log }),
      buildEmbeds({ elements, log }).then(() => []),
    ])
  ).flat(),
]);
const pageMap = builtImportMap(map, written);
writeFileSync(path.join(OUT, 'importmap.json'), `${JSON.stringify(pageMap, null, 2)}\n`);
writeFileSync(path.join(OUT, 'importmap.system.json'), `${JSON.stringify(builtImportMap(map, written, { system: true }), null, 2)}\n`);

// The checked-in files derived from the contracts (scripts/generate-contracts.mjs), then the
// portal's custom-elements.json: the manifest's entries of the elements this build built.
const generated = await writeGeneratedFiles();
if (generated.length) log(`generated from the contracts: ${generated.join(', ')}`);
const manifest = builtManifest(elements.filter((el) => el.contract).map((el) => el.tag));
writeFileSync(path.join(OUT, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
log(`custom-elements.json: ${manifest.modules.length} element(s)`);

const importMapOverrides = nodeEnv === 'development' || process.env.CURBSIDE_IMPORT_MAP_OVERRIDES === '1';
await buildPages({ map: pageMap, importMapOverrides, log });

const buildId = outputBuildId();
stampVersion(buildId);
await precompress({ dir: OUT, log });
writeStamp(hash);
log(`done in ${((Date.now() - started) / 1000).toFixed(1)}s, build id ${buildId} -> ${rel(OUT)}`);
