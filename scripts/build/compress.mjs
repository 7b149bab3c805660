// Precompressed copies for the server to pick by Accept-Encoding: `<file>.br`
// (brotli, best quality) and `<file>.gz` (gzip -9) beside every .js, .css, .json
// and .html output, each written only when it is smaller than the file. Copies
// newer than their file are kept (vendor/ survives builds).
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { listFiles } from './files.mjs';

const COMPRESSIBLE = /\.(js|css|json|html)$/;
const ENCODINGS = [
  { suffix: '.br', compress: (data) => promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }) },
  { suffix: '.gz', compress: (data) => promisify(gzip)(data, { level: 9 }) },
];

export async function precompress({ dir, log }) {
  const files = listFiles(dir, (f) => COMPRESSIBLE.test(f));
  let written = 0;
  let kept = 0;
  // A few at a time: zlib runs on libuv's thread pool.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const full = path.join(dir, file);
      const { mtimeMs } = statSync(full);
      const data = readFileSync(full);
      for (const { suffix, compress } of ENCODINGS) {
        const target = full + suffix;
        if (existsSync(target) && statSync(target).mtimeMs >= mtimeMs) {
          kept += 1;
          continue;
        }
        const encoded = await compress(data);
        if (encoded.length < data.length) {
          writeFileSync(target, encoded);
          written += 1;
        } else rmSync(target, { force: true });
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  log(`precompressed: ${files.length} files, ${written} .br/.gz written, ${kept} kept`);
}
