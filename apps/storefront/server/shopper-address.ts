import type { IncomingMessage } from 'node:http';

/** The socket peer of a request served by @hono/node-server (its bindings), if it came over a socket. */
function peerAddress(env: unknown): string | undefined {
  return (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress ?? undefined;
}

/**
 * X-Forwarded-For for a request this server passes on to the platform running apart: what came in, plus the
 * peer it came from, as every proxy does. The platform trusts this server's word (TRUST_PROXY lists it) and
 * reads the nearest address no trusted proxy added. Without a peer there is no one to vouch for what came in.
 */
export function forwardedFor(incoming: string | null, env: unknown): string | undefined {
  const peer = peerAddress(env);
  if (!peer) return undefined;
  return incoming ? `${incoming}, ${peer}` : peer;
}

/**
 * A platform call the storefront makes on the shopper's behalf (an SDK call from a loader or action), carrying
 * the X-Forwarded-For of the shopper's request, so the platform sees the same client as for the page request.
 * The SDK builds each call's Request afresh for this one hop, so the header is set on it in place, not copied.
 */
export function onShoppersBehalf(call: Request, shopper: Request): Request {
  const incoming = shopper.headers.get('x-forwarded-for');
  if (incoming) call.headers.set('x-forwarded-for', incoming);
  else call.headers.delete('x-forwarded-for');
  return call;
}
