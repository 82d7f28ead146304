// Run after a build: `node scripts/precompress.mjs <folder>` writes .br and .gz beside its text files.
import { precompress } from './lib/precompress.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/precompress.mjs <built folder>');
  process.exit(2);
}
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const { files, bytes, br, gzip } = await precompress(dir);
console.log(`precompressed ${files} files in ${dir}: ${kB(bytes)} → brotli ${kB(br)}, gzip ${kB(gzip)}`);
