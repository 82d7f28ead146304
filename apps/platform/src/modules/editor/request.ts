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
 * The peer's address when the platform serves the socket itself. Requests the shop hands over in-process carry
 * no socket, and a client-sent x-forwarded-for cannot be trusted, so those share one 'unknown' bucket.
 */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
