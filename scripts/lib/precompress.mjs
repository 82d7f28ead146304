import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text the browser fetches from a build: worth compressing once at build time instead of on every request. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`, at the best quality (the build
 * pays once; every shopper gets fewer bytes). A variant no smaller than its file is not written: the server
 * then sends the file as it is. Returns the bytes before and after, for the build's log.
 */
export async function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const file of await filesUnder(dir)) {
    const content = await fs.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    totals.files += 1;
    totals.bytes += content.length;
    totals.br += Math.min(br.length, content.length);
    totals.gzip += Math.min(gz.length, content.length);
    if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
    if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
  }
  return totals;
}
