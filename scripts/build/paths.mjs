// Where things are: the repo root, the build output, and the package folders
// that third-party vendor modules are resolved from (pnpm keeps each package's
// dependencies next to it, so a vendor name is resolved from a package that
// depends on it).
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = path.join(ROOT, 'dist');
/** CURBSIDE_PORTAL_OUT builds elsewhere (a second portal next to the one a running server uses). */
export const OUT = process.env.CURBSIDE_PORTAL_OUT ? path.resolve(process.env.CURBSIDE_PORTAL_OUT) : path.join(DIST, 'portal');
export const STAMP_FILE = `${OUT}.build-stamp`;

/** The shared packages, in dependency order, as `@curbside/<name>` -> shared/<name>/src/index.ts. */
export const SHARED_PACKAGES = ['contracts', 'domain', 'api', 'state', 'ui'];

const shoelaceDir = () => realpathSync(path.join(ROOT, 'shared/ui/node_modules/@shoelace-style/shoelace'));

/** Folders whose node_modules hold the vendor packages, tried in order. */
export function vendorResolveDirs() {
  return [
    path.join(ROOT, 'shared/ui'),
    path.join(ROOT, 'shared/contracts'),
    path.join(ROOT, 'shared/state'),
    path.join(ROOT, 'root-config'),
    shoelaceDir(),
  ].filter((dir) => existsSync(dir));
}

export function shoelaceDistDir() {
  return path.join(shoelaceDir(), 'dist');
}

/**
 * Element packages: elements/<pkg>/src/<name>.element.ts (+ <name>.contract.ts, and <name>.embed.ts
 * when the embed's entry is not the element module itself).
 * Packages without an element entry yet are skipped quietly. CURBSIDE_ELEMENTS_DIR
 * points the build at another folder of element packages (used to test the build).
 */
export const ELEMENTS_DIR = process.env.CURBSIDE_ELEMENTS_DIR ? path.resolve(process.env.CURBSIDE_ELEMENTS_DIR) : path.join(ROOT, 'elements');

export function findElementPackages(dir = ELEMENTS_DIR) {
  if (!existsSync(dir)) return [];
  const found = [];
  for (const pkg of readdirSync(dir).sort()) {
    const src = path.join(dir, pkg, 'src');
    if (!existsSync(src)) continue;
    const files = readdirSync(src);
    const entry = files.find((f) => f.endsWith('.element.ts') || f.endsWith('.element.tsx'));
    if (!entry) continue;
    const name = entry.replace(/\.element\.tsx?$/, '');
    const contract = files.find((f) => f === `${name}.contract.ts`) ?? files.find((f) => f.endsWith('.contract.ts'));
    // <name>.embed.ts: the embed's own entry when it does more than define the element (a first sketch).
    const embedEntry = files.find((f) => f === `${name}.embed.ts`);
    found.push({
      pkg,
      dir: path.join(dir, pkg),
      name,
      entry: path.join(src, entry),
      embedEntry: path.join(src, embedEntry ?? entry),
      contract: contract ? path.join(src, contract) : undefined,
    });
  }
  return found;
}

export function rel(file) {
  return path.relative(ROOT, file);
}
