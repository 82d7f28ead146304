import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_ENCODINGS, IMAGE_FORMATS, type ImageEncoding } from '@vitrine/contract';
import type { Context, Env, Hono } from 'hono';
import { catalogueImagePaths } from '../seed/images';
import { type DrawingPool, sharedDrawingPool } from './drawing-pool';
import { DrawnImages } from './drawn-images';
import { assetsDir, imageCacheBudget, pickWidth, sharedCacheDir } from './image-files';
import { type PoolImage, parseImagePath } from './pool';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};

/** The asset path below /assets, decoded, or null when it is malformed or tries to leave the folder. */
function safeAssetPath(requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath.replace(/^\/assets\//, ''));
  } catch {
    return null;
  }
  const segments = decoded.split('/');
  if (decoded.includes('\\') || decoded.includes('\0')) return null;
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return decoded;
}

function parseWidth(raw: string | undefined): number | undefined | null {
  if (raw === undefined) return undefined;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) === 0) return null;
  return Number(raw);
}

const isEncoding = (value: string): value is ImageEncoding =>
  (IMAGE_ENCODINGS as readonly string[]).includes(value);

function sendBytes<E extends Env>(c: Context<E>, bytes: Uint8Array, type: string): Response {
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': type,
    'content-length': String(bytes.length),
    'cache-control': IMMUTABLE,
  });
}

async function sendFile<E extends Env>(c: Context<E>, file: string): Promise<Response> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch {
    return c.json({ message: `Asset not found: ${c.req.path}` }, 404);
  }
  return sendBytes(c, bytes, CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
}

export interface AssetOptions {
  /** The pool images that may be drawn (paths without extension); by default every image the seed refers to. */
  images?: Iterable<string>;
  drawer?: DrawingPool;
  /** Most bytes of drawn images kept on disk; VITRINE_IMAGE_CACHE_MB by default. */
  cacheBytes?: number;
  /** A folder of drawings shared across data folders; VITRINE_ASSET_CACHE (and a temporary one in tests). */
  sharedCacheDir?: string | null;
}

const DRAWN_EXTENSION = new RegExp(`\\.(${IMAGE_FORMATS.join('|')})$`);

/**
 * Serves GET /assets/* from `${dataDir}/assets`. Drawn images (`/assets/products/shirt/navy-front.png`) exist
 * in the declared widths (IMAGE_WIDTHS) only: `?w=480` gets the smallest of the image's widths at least that
 * wide, capped at its largest, and no `w` the largest; `fm=avif` or `fm=webp` gets that width re-encoded (other
 * files ignore `fm`: they are served as they are). Only images the shop refers to are drawn, on a worker
 * thread, on their first request; any other name is looked up as a plain file, so it is a 404 unless one exists.
 */
export function registerAssets<E extends Env>(
  app: Hono<E>,
  dataDir: string,
  options: AssetOptions = {},
): void {
  const root = assetsDir(dataDir);
  const drawable = new Set(options.images ?? catalogueImagePaths());
  const drawn = new DrawnImages({
    dataDir,
    drawer: options.drawer ?? sharedDrawingPool(),
    budgetBytes: options.cacheBytes ?? imageCacheBudget(),
    sharedCacheDir: options.sharedCacheDir === undefined ? sharedCacheDir() : options.sharedCacheDir,
  });
  const drawableImage = (assetPath: string): PoolImage | null => {
    const name = assetPath.replace(DRAWN_EXTENSION, '');
    return name !== assetPath && drawable.has(name) ? parseImagePath(name) : null;
  };

  app.get('/assets/*', async (c) => {
    const assetPath = safeAssetPath(c.req.path);
    if (!assetPath) return c.json({ message: 'Invalid asset path' }, 400);
    const width = parseWidth(c.req.query('w'));
    if (width === null) return c.json({ message: 'w must be a positive whole number of pixels' }, 400);
    const encoding = c.req.query('fm');
    if (encoding !== undefined && !isEncoding(encoding)) {
      return c.json({ message: `fm must be one of ${IMAGE_ENCODINGS.join(', ')}` }, 400);
    }
    const image = drawableImage(assetPath);
    if (image) {
      const bytes = await drawn.variant(image, pickWidth(image.widths, width), encoding);
      return sendBytes(c, bytes, `image/${encoding ?? 'png'}`);
    }
    const file = path.join(root, assetPath);
    if (!file.startsWith(root + path.sep)) return c.json({ message: 'Invalid asset path' }, 400);
    return sendFile(c, file);
  });
}
