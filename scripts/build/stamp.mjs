// Build identity. The input hash decides whether a build is needed at all
// (dist/.build-stamp); the build id is a hash of the outputs, so it changes
// exactly when what the browser downloads changes.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './files.mjs';
import { OUT, ROOT, STAMP_FILE } from './paths.mjs';

const INPUT_DIRS = ['scripts', 'portal', 'root-config/src', 'shared', 'elements'];
const INPUT_FILES = ['importmap.json', 'pnpm-lock.yaml', 'tsconfig.base.json', 'package.json'];

function isInput(file) {
  // READMEs get a generated section from the build itself: not an input.
  return !file.endsWith('README.md') && !file.endsWith('.test.ts') && !file.endsWith('.test.tsx');
}

export function inputHash(options) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(options));
  for (const dir of INPUT_DIRS) {
    for (const file of listFiles(path.join(ROOT, dir), isInput)) {
      hash.update(`${dir}/${file}\0`);
      hash.update(readFileSync(path.join(ROOT, dir, file)));
    }
  }
  for (const file of INPUT_FILES) {
    if (existsSync(path.join(ROOT, file))) hash.update(`${file}\0`).update(readFileSync(path.join(ROOT, file)));
  }
  return hash.digest('hex');
}

export function isUpToDate(hash) {
  return existsSync(STAMP_FILE) && existsSync(path.join(OUT, 'version.json')) && readFileSync(STAMP_FILE, 'utf8').trim() === hash;
}

export function writeStamp(hash) {
  writeFileSync(STAMP_FILE, `${hash}\n`);
}

/** Hash of every output except version.json (written afterwards) and the .br/.gz copies; 12 hex chars. */
export function outputBuildId() {
  const hash = createHash('sha256');
  for (const file of listFiles(OUT, (f) => f !== 'version.json' && !/\.(map|br|gz)$/.test(f))) {
    hash.update(`${file}\0`).update(readFileSync(path.join(OUT, file)));
  }
  return hash.digest('hex').slice(0, 12);
}
