import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ARTWORK_VERSION, fileName, type PoolImage, parseImagePath } from './pool';

export const assetsDir = (dataDir: string) => path.join(dataDir, 'assets');

/**
 * Where drawn images are kept across data folders: tests start many platforms on fresh temporary folders,
 * and drawing the whole pool each time would dominate their run time. Off unless asked for or under test.
 */
export function sharedCacheDir(): string | null {
  const configured = process.env.VITRINE_ASSET_CACHE;
  if (configured) return path.resolve(configured, `v${ARTWORK_VERSION}`);
  if (process.env.NODE_ENV === 'test')
    return path.join(os.tmpdir(), `vitrine-asset-cache-v${ARTWORK_VERSION}`);
  return null;
}

/** Writes through a temporary name so a reader (or a concurrent writer) never sees half a file. */
function writeAtomically(target: string, bytes: Buffer): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Math.floor(performance.now() * 1000)}.tmp`;
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, target);
}

function placeFromCache(cached: string, target: string): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  try {
    fs.linkSync(cached, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    fs.copyFileSync(cached, target);
  }
}

/** Makes sure one width of a pool image exists on disk, drawing it on this thread (for the seed CLI). */
function materialise(dataDir: string, image: PoolImage, width: number): string {
  const target = path.join(assetsDir(dataDir), fileName(image.path, width));
  if (fs.existsSync(target)) return target;
  const cache = sharedCacheDir();
  if (!cache) {
    writeAtomically(target, image.render(width));
    return target;
  }
  const cached = path.join(cache, fileName(image.path, width));
  if (!fs.existsSync(cached)) writeAtomically(cached, image.render(width));
  placeFromCache(cached, target);
  return target;
}

/** Draws every width of the given pool images that is not on disk yet; blocks, so not for serving. */
export function ensureImages(
  dataDir: string,
  paths: Iterable<string>,
  onProgress?: (line: string) => void,
): number {
  const images = [...new Set(paths)].map((p) => {
    const image = parseImagePath(p);
    if (!image) throw new Error(`Not a drawable image path: ${p}`);
    return image;
  });
  let written = 0;
  images.forEach((image, index) => {
    for (const width of image.widths) {
      const target = path.join(assetsDir(dataDir), fileName(image.path, width));
      if (fs.existsSync(target)) continue;
      materialise(dataDir, image, width);
      written++;
    }
    if (onProgress && (index + 1) % 100 === 0) onProgress(`Drawing images ${index + 1}/${images.length}`);
  });
  if (onProgress && written > 0) onProgress(`Drawing images ${images.length}/${images.length}`);
  return written;
}

/** The declared width to serve: the smallest at least as wide as asked, or the largest. */
export function pickWidth(widths: readonly number[], requested?: number): number {
  const largest = widths[widths.length - 1];
  if (requested === undefined) return largest;
  return widths.find((w) => w >= requested) ?? largest;
}

const DEFAULT_CACHE_MB = 256;

/**
 * The byte budget for drawn images under DATA_DIR/assets (VITRINE_IMAGE_CACHE_MB). The default holds every width
 * of every seeded image (about 90 MB) with room to spare.
 */
export function imageCacheBudget(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.VITRINE_IMAGE_CACHE_MB?.trim();
  if (!text) return DEFAULT_CACHE_MB * 1024 * 1024;
  if (!/^\d+$/.test(text) || Number(text) === 0) {
    throw new Error(`VITRINE_IMAGE_CACHE_MB must be a whole number of megabytes above 0, not '${text}'`);
  }
  return Number(text) * 1024 * 1024;
}
