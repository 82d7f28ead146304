import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** The protocol the browser used: a TLS-terminating proxy in front says so in x-forwarded-proto. */
export function requestProtocol(c: Context): 'http' | 'https' {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (forwarded === 'https' || forwarded === 'http') return forwarded;
  return new URL(c.req.url).protocol === 'https:' ? 'https' : 'http';
}

/** The origin the browser addressed: the Host header with the protocol it used. */
export function ownOrigin(c: Context): string {
  return `${requestProtocol(c)}://${new URL(c.req.url).host}`;
}

/**
 * The peer's socket address, when the request came with one (served by the platform, or handed over in-process
 * with the storefront's bindings). A client-sent x-forwarded-for cannot be trusted, so it is never read.
 */
export function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? undefined;
}
