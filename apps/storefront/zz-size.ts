import fs from 'node:fs';
import zlib from 'node:zlib';
import { startTestPlatform } from '@vitrine/platform/testing';
import { createServer } from './server/app';
const p = await startTestPlatform({ products: 30 });
const s = await createServer({ applicationId: p.applicationId, applicationToken: p.applicationToken, platform: p.platform, mode: 'production' });
const list = await (await s.fetch(new Request('http://x/products/'))).text();
const slug = /href="\/product\/([^"?/]+)"/.exec(list)?.[1];
const html = await (await s.fetch(new Request(`http://x/product/${slug}`))).text();
const files = [...new Set([...html.matchAll(/rel="modulepreload" href="\/public\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
let total = 0;
for (const f of files) { const n = zlib.gzipSync(fs.readFileSync(`build/client/${f}`)).length; total += n; console.log(n, f); }
console.log('total gz kB', (total / 1024).toFixed(1), 'html bytes', html.length);
await s.close(); await p.close();
