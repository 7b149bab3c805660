// Small file-system walks used by the build (Node 20 has no fs.globSync).
import { existsSync, readdirSync, statSync } from 'node:fs';
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
