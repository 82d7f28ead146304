import { timingSafeEqual } from 'node:crypto';
import { parseSigningDate } from '@vitrine/contract';
import { signatureOf } from '@vitrine/contract/node-signing';
import type { MiddlewareHandler } from 'hono';
import type { ApplicationDirectory } from './applications';
import { bodyLimitOf, readBodyText } from './body';
import type { AppEnv } from './context';
import { forbidden, unauthorized } from './errors';
import { cameInProcess } from './in-process';

function decodeCredentials(header: string | undefined): { id: string; token: string } | undefined {
  const match = /^Bearer\s+([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { id: decoded.slice(0, colon), token: decoded.slice(colon + 1) };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Every application API request must name a known application (`Authorization: Bearer base64(id:token)`)
 * and carry a valid `x-fp-signature` over a recent `x-fp-date`. Credentials and date are checked before the
 * body is read, and the body only up to its route's limit, so a stranger cannot make the server hold a large one.
 * A request handed over in this process (inProcessFetch) needs the credentials only.
 */
export function authenticate(
  directory: ApplicationDirectory,
  maxClockSkewMs: number,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const credentials = decodeCredentials(c.req.header('authorization'));
    if (!credentials) throw unauthorized('Missing or malformed application credentials');
    const app = await directory.find(credentials.id);
    if (!app || !sameText(app.token, credentials.token))
      throw unauthorized('Invalid application credentials');
    if (cameInProcess(c.req.raw)) {
      c.set('application', app);
      return next();
    }

    const date = c.req.header('x-fp-date');
    const signature = c.req.header('x-fp-signature');
    if (!date || !signature) throw forbidden('Missing request signature');
    const signedAt = parseSigningDate(date);
    if (!signedAt) throw forbidden('Malformed x-fp-date');
    if (Math.abs(Date.now() - signedAt.getTime()) > maxClockSkewMs) {
      throw forbidden('Request date is more than 5 minutes from server time');
    }

    const url = c.req.url;
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, name) => {
      headers[name] = value;
    });
    headers.host ??= url.slice(url.indexOf('//') + 2, pathStart < 0 ? undefined : pathStart);
    const body =
      c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : await readBodyText(c, bodyLimitOf(c));
    const rawPath = pathStart < 0 ? '/' : url.slice(pathStart);
    const expected = signatureOf({ method: c.req.method, path: rawPath, headers, body });
    if (!sameText(expected, signature)) throw forbidden('Invalid request signature');

    c.set('application', app);
    await next();
  };
}
