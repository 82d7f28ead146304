import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

let dir: string;
const script = `export function price(p){return new Intl.NumberFormat('en-IN').format(p)}\n`.repeat(200);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-precompress-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'shell-Ab12Cd34.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'tiny-Ab12Cd34.css'), 'a{}');
  fs.writeFileSync(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4096, 1));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes brotli and gzip copies beside text files that decompress to the original', async () => {
    const totals = await precompress(dir);
    const file = path.join(dir, 'assets', 'shell-Ab12Cd34.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(script.length / 10);
    expect(totals.files).toBe(2);
  });

  it('skips images, and copies no smaller than their file', async () => {
    await precompress(dir);
    const names = fs.readdirSync(path.join(dir, 'assets')).sort();
    expect(names).toEqual([
      'photo.png',
      'shell-Ab12Cd34.js',
      'shell-Ab12Cd34.js.br',
      'shell-Ab12Cd34.js.gz',
      'tiny-Ab12Cd34.css',
    ]);
  });

  it('can run twice without compressing its own copies', async () => {
    await precompress(dir);
    await precompress(dir);
    expect(fs.readdirSync(path.join(dir, 'assets')).filter((name) => /\.(br|gz)\./.test(name))).toEqual([]);
  });
});
