import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type ContentEncoding, chooseEncoding } from '@vitrine/platform/compression';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** What the build step (scripts/precompress.mjs) names each encoding's copy of a file. */
const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
const ENCODINGS = Object.keys(SUFFIX) as ContentEncoding[];

/** Cache-Control for a built client file: Vite names them by content hash, so they never change; others may. */
export function clientFileCaching(file: string): string {
  return /-[\w-]{8}\.(?:js|css)$/.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/** The file under `root` a request path names, or undefined for anything that is not a plain relative path. */
function fileUnder(root: string, requestPath: string): string | undefined {
  if (!/^\/[\w\-./]+$/.test(requestPath) || requestPath.split('/').some((part) => part.startsWith('.'))) {
    return undefined;
  }
  const file = path.join(root, requestPath);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/**
 * Serves the brotli or gzip copy the build wrote beside a client file, as the browser's Accept-Encoding asks
 * (compressed once at the best quality, not on every request). Files without a copy, and browsers that take
 * neither, go on to the plain file. Served whatever COMPRESSION says: a proxy in front leaves an encoded body
 * as it is, so nothing is compressed twice.
 */
export function precompressedFiles(
  root: string,
  requestPath: (urlPath: string) => string,
): MiddlewareHandler {
  const absoluteRoot = path.resolve(root);
  return async (c, next) => {
    const file = fileUnder(absoluteRoot, requestPath(c.req.path));
    const offered = file ? ENCODINGS.filter((encoding) => fs.existsSync(file + SUFFIX[encoding])) : [];
    if (!file || offered.length === 0) return next();
    c.header('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('accept-encoding'), offered);
    if (!encoding) return next();
    const encoded = file + SUFFIX[encoding];
    const stats = await fs.promises.stat(encoded).catch(() => undefined);
    if (!stats?.isFile()) return next();
    const headers = {
      'Content-Type': getMimeType(file) ?? 'application/octet-stream',
      'Content-Encoding': encoding,
      'Content-Length': String(stats.size),
      'Cache-Control': clientFileCaching(file),
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(Readable.toWeb(fs.createReadStream(encoded)) as ReadableStream, 200, headers);
  };
}
