import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import proxyAddr from 'proxy-addr';

/**
 * The protocol the browser used: a TLS-terminating proxy in front says so in x-forwarded-proto (believed only
 * from a proxy TRUST_PROXY names: see dropUntrustedForwarding).
 */
export function requestProtocol(c: Context): 'http' | 'https' {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (forwarded === 'https' || forwarded === 'http') return forwarded;
  return new URL(c.req.url).protocol === 'https:' ? 'https' : 'http';
}

/** The origin the browser addressed: the Host header with the protocol it used. */
export function ownOrigin(c: Context): string {
  return `${requestProtocol(c)}://${new URL(c.req.url).host}`;
}

type TrustTest = ReturnType<typeof proxyAddr.compile>;
const compiled = new Map<string, TrustTest>();

/** TRUST_PROXY's addresses and subnets as one test; throws on an entry that is neither. */
export function trustTest(trustProxy: readonly string[]): TrustTest {
  const id = trustProxy.join(',');
  let test = compiled.get(id);
  if (!test) {
    test = proxyAddr.compile([...trustProxy]);
    compiled.set(id, test);
  }
  return test;
}

/**
 * The client's address: the socket peer's (served by the platform, or handed over in-process with the
 * storefront's bindings), or, when that peer is a proxy named in TRUST_PROXY, the nearest address in
 * X-Forwarded-For not itself a trusted proxy. Anyone can send X-Forwarded-For, so from any other peer it is
 * ignored. Undefined for a request without a socket (a call handed to app.fetch with no bindings).
 */
export function clientAddress(c: Context, trustProxy: readonly string[]): string | undefined {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  const peer = env?.incoming?.socket?.remoteAddress;
  if (!peer) return undefined;
  const forwardedFor = c.req.header('x-forwarded-for');
  const address = proxyAddr(
    {
      socket: { remoteAddress: peer },
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    } as never,
    trustTest(trustProxy),
  );
  // One client, one key: an IPv4 client reached over an IPv6 socket shows as ::ffff:a.b.c.d.
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/** The headers a proxy sets to say how the browser reached it; X-Forwarded-For is read by clientAddress. */
const FORWARDED_HEADERS = ['x-forwarded-proto', 'x-forwarded-host'];

/**
 * Drops X-Forwarded-Proto and -Host from a peer TRUST_PROXY does not name, before anything reads them: anyone
 * can send them, and they decide Secure cookies, HSTS and the origin checks. A request with no socket was
 * handed over in-process by the storefront, which applied this rule to the shopper's connection already.
 */
export function dropUntrustedForwarding(trustProxy: readonly string[]): MiddlewareHandler {
  const trusted = trustTest(trustProxy);
  return async (c, next) => {
    const peer = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;
    const raw = c.req.raw;
    if (peer && FORWARDED_HEADERS.some((name) => raw.headers.has(name)) && !trusted(peer, 0)) {
      const headers = new Headers(raw.headers);
      for (const name of FORWARDED_HEADERS) headers.delete(name);
      c.req.raw = new Request(raw, { headers });
    }
    await next();
  };
}
