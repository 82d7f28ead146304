import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where the bytes of a started upload are PUT, and where a stored file is read. */
export const FILES_PATH = '/files';
export const uploadPath = (token: string) => `${FILES_PATH}/upload/${token}`;
export const filePath = (namespace: string, id: string, name: string) => `${namespace}/${id}/${name}`;

/** `/files/{namespace}/{24 hex}/{name}` in a URL or a path: the stored file it names, if any. */
export function fileIdOf(url: string): { namespace: string; id: string } | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://file.invalid').pathname;
  } catch {
    return undefined;
  }
  const match = /^\/files\/([a-z0-9][a-z0-9-]*)\/([0-9a-f]{24})\/[^/]+$/.exec(pathname);
  return match ? { namespace: match[1], id: match[2] } : undefined;
}

/**
 * Signs and checks expiring file addresses. The key is derived from a server secret (the editor token), so
 * every process serving the shop agrees on it and no shopper or storefront can forge one.
 */
export class FileUrlSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('vitrine signed file addresses').digest();
  }

  private signature(id: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${id}:${expires}`).digest('base64url');
  }

  /** The address with `expires` (epoch seconds) and its signature. */
  sign(url: string, id: string, expirySeconds: number, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + expirySeconds;
    const signed = new URL(url);
    signed.search = '';
    signed.searchParams.set('expires', String(expires));
    signed.searchParams.set('signature', this.signature(id, expires));
    return signed.toString();
  }

  isValid(id: string, expires: string | undefined, signature: string | undefined, now = Date.now()): boolean {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) * 1000 < now) return false;
    const expected = Buffer.from(this.signature(id, Number(expires)));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
