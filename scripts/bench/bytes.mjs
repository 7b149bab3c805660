// Bytes over the wire per element, read from a built portal: the portal module of each element
// (what a route loads beyond the shared modules), its embed (self-contained) and the shared
// modules the portal loads once (vendor, shared packages, root config): raw, gzip -9, brotli 11.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const sizes = (buffers) => {
  const sum = (f) => buffers.reduce((total, data) => total + f(data), 0);
  return {
    raw: sum((data) => data.length),
    gzip: sum((data) => gzipSync(data, { level: 9 }).length),
    brotli: sum((data) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length),
  };
};

/** @param {string} portalDir a built portal (dist/portal) */
export function measureBytes(portalDir) {
  const map = JSON.parse(readFileSync(path.join(portalDir, 'importmap.json'), 'utf8')).imports;
  const read = (url) => readFileSync(path.join(portalDir, url));
  const rows = [];
  for (const [name, url] of Object.entries(map)) {
    if (!name.startsWith('curb-')) continue;
    rows.push({ what: `${name} (portal module)`, ...sizes([read(url)]) });
    rows.push({ what: `${name} (embed)`, ...sizes([read(`/embed/${name}.js`)]) });
  }
  const shared = Object.entries(map).filter(([name, url]) => !name.startsWith('curb-') && url.endsWith('.js'));
  rows.push({ what: `shared modules the portal maps (${shared.length}, Shoelace components not counted)`, ...sizes(shared.map(([, url]) => read(url))) });
  return rows;
}

export function bytesTable(rows) {
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  return [
    '| file | raw KiB | gzip KiB | brotli KiB |',
    '|---|---:|---:|---:|',
    ...rows.map((row) => `| ${row.what} | ${kib(row.raw)} | ${kib(row.gzip)} | ${kib(row.brotli)} |`),
  ].join('\n');
}
