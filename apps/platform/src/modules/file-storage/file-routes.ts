import { readAtMost } from '@vitrine/contract';
import type { Context, Hono } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { FILES_PATH } from './file-links';
import { isRasterImage } from './file-types';
import { findFileById } from './files-sql';
import { fileStorageOf } from './services';
import { receiveUpload, storageKey } from './uploads';

/** Reads a request body into memory, refusing it (413) as soon as it passes `maxBytes`. */
async function readCapped(c: Context, maxBytes: number): Promise<Uint8Array> {
  const bytes = await readAtMost(c.req.raw, maxBytes);
  if (!bytes) throw new HttpError(413, `The upload is larger than the ${maxBytes} bytes declared`);
  return bytes;
}

/** A header-safe file name for Content-Disposition (stored names are already plain). */
const dispositionName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * Outside the signed API: the upload address the bytes are PUT to (no credentials: the single-use token in the
 * address is the permission) and the signed, expiring addresses files are read from. A file is never sent as a
 * type a browser would run: only the types its bytes proved are stored, with nosniff and, for anything but a
 * raster image, as an attachment.
 */
export function registerFileAddresses(app: Hono<AppEnv>, services: Services): void {
  const files = fileStorageOf(services);

  app.put(`${FILES_PATH}/upload/:token{[A-Za-z0-9_-]{43}}`, async (c) => {
    await receiveUpload(files, c.req.param('token'), (maxBytes) => readCapped(c, maxBytes));
    return c.body(null, 200, { 'cache-control': 'no-store' });
  });

  app.get(`${FILES_PATH}/:namespace/:id{[0-9a-f]{24}}/:name`, async (c) => {
    const id = c.req.param('id');
    if (!files.signer.isValid(id, c.req.query('expires'), c.req.query('signature'))) {
      throw forbidden('This file address is not signed or has expired');
    }
    const row = await findFileById(files.db, id);
    if (row?.state !== 'complete' || row.namespace !== c.req.param('namespace') || !row.content_type) {
      throw notFound('No such file');
    }
    const bytes = await files.store.get(storageKey(row));
    if (!bytes) throw notFound('No such file');
    const inline = isRasterImage(row.content_type);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': row.content_type,
      'content-length': String(bytes.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${dispositionName(row.file_name)}"`,
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=300',
    });
  });
}
