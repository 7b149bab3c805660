// Small file-system walks used by the build (Node 20 has no fs.globSync).
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** Relative paths (with '/') of every file under `dir` accepted by `keep`. */
export function listFiles(dir, keep = () => true) {
  const out = [];
  if (!existsSync(dir)) return out;
  const walk = (sub) => {
    for (const name of readdirSync(path.join(dir, sub)).sort()) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const relPath = sub ? `${sub}/${name}` : name;
      if (statSync(path.join(dir, relPath)).isDirectory()) walk(relPath);
      else if (keep(relPath)) out.push(relPath);
    }
  };
  walk('');
  return out;
}

/** Empties `dir` except the given sub-folders (e.g. 'vendor', 'system/vendor'), which are kept as they are. */
export function cleanOutput(dir, keep) {
  mkdirSync(dir, { recursive: true });
  const walk = (sub) => {
    for (const name of readdirSync(path.join(dir, sub))) {
      const relPath = sub ? `${sub}/${name}` : name;
      if (keep.includes(relPath)) continue;
      if (keep.some((k) => k.startsWith(`${relPath}/`))) walk(relPath);
      else rmSync(path.join(dir, relPath), { recursive: true, force: true });
    }
  };
  walk('');
}
