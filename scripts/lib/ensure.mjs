// What `npm start` and `npm test` make sure of before they do anything else,
// so that both work on a fresh machine with only Node 20 and npm.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { mustRun, run } from './run.mjs';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const PNPM = ['-y', 'pnpm@12.21.0'];
const STAMP = join(ROOT, 'node_modules', '.curbside-install-stamp');
export const CHROMIUM = '/usr/bin/chromium';

function manifestFiles() {
  const files = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml'];
  for (const group of ['shared', 'elements']) {
    for (const name of readdirSync(join(ROOT, group))) files.push(join(group, name, 'package.json'));
  }
  files.push('root-config/package.json', 'portal/package.json', 'server/package.json', 'tests/package.json');
  return files.filter((file) => existsSync(join(ROOT, file)));
}

function installHash() {
  const hash = createHash('sha256');
  for (const file of manifestFiles()) hash.update(file).update(readFileSync(join(ROOT, file)));
  hash.update(process.version);
  return hash.digest('hex');
}

/** pnpm install when node_modules is missing or any manifest changed since the last install. */
export async function ensureDependencies() {
  const wanted = installHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) return;
  console.log('• Installing dependencies (pnpm)…');
  const env = {};
  // better-sqlite3 builds from source here; point node-gyp at the system's Node headers when present.
  if (existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  await mustRun('npx', [...PNPM, 'install', '--frozen-lockfile'], { cwd: ROOT, env });
  writeFileSync(STAMP, wanted);
}

/** Debian's chromium for element and journey tests (Playwright cannot download its own here). */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('• Installing Debian chromium…');
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo'] : [];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  await apt(['update', '-qq']);
  const code = await apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']);
  if (code !== 0 || !existsSync(CHROMIUM)) {
    console.error('Could not install chromium with apt-get.');
    process.exit(1);
  }
}

/** Portal, elements and server bundles; each build script skips work when its inputs are unchanged. */
export async function ensureBuild() {
  await mustRun(process.execPath, [join(ROOT, 'scripts/build.mjs')], { cwd: ROOT });
  await mustRun(process.execPath, [join(ROOT, 'server/build.mjs')], { cwd: ROOT });
}
