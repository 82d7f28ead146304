import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context, Env, Hono } from 'hono';
import { parseImagePath } from './pool';
import { assetsDir, materialise, pickWidth } from './store';

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

async function sendFile<E extends Env>(c: Context<E>, file: string): Promise<Response> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch {
    return c.json({ message: `Asset not found: ${c.req.path}` }, 404);
  }
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': type,
    'content-length': String(bytes.length),
    'cache-control': IMMUTABLE,
  });
}

/**
 * Serves GET /assets/* from `${dataDir}/assets`. Drawn images (`/assets/products/shirt/navy-front.png`) are
 * stored once per width; `?w=480` picks the smallest stored width at least that wide, no `w` the largest.
 * A drawn image missing on disk (a fresh DATA_DIR next to an already seeded database) is drawn on demand.
 */
export function registerAssets<E extends Env>(app: Hono<E>, dataDir: string): void {
  const root = assetsDir(dataDir);
  app.get('/assets/*', async (c) => {
    const assetPath = safeAssetPath(c.req.path);
    if (!assetPath) return c.json({ message: 'Invalid asset path' }, 400);
    const width = parseWidth(c.req.query('w'));
    if (width === null) return c.json({ message: 'w must be a positive whole number of pixels' }, 400);
    const image = assetPath.endsWith('.png') ? parseImagePath(assetPath.slice(0, -4)) : null;
    if (image) return sendFile(c, materialise(dataDir, image, pickWidth(image.widths, width)));
    const file = path.join(root, assetPath);
    if (!file.startsWith(root + path.sep)) return c.json({ message: 'Invalid asset path' }, 400);
    return sendFile(c, file);
  });
}
