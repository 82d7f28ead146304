import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { clientAddress } from './request';

/** The address the platform sees for a request from `peer` carrying `forwardedFor`, trusting `trustProxy`. */
async function seen(trustProxy: string[], peer: string | undefined, forwardedFor?: string) {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trustProxy) ?? 'unknown'));
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const env = peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined;
  return (await app.fetch(new Request('http://shop.test/', { headers }), env)).text();
}

describe('the client address', () => {
  it('is the socket peer, whatever X-Forwarded-For says, when no proxy is trusted', async () => {
    expect(await seen([], '203.0.113.5')).toBe('203.0.113.5');
    expect(await seen([], '203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
    expect(await seen([], '127.0.0.1', '198.51.100.1')).toBe('127.0.0.1');
  });

  it('is the nearest address a trusted proxy did not add', async () => {
    const trust = ['10.0.0.0/8', '127.0.0.1'];
    expect(await seen(trust, '10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
    // A client's own entries sit left of what the proxies appended, and are not believed.
    expect(await seen(trust, '10.0.0.2', '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
    expect(await seen(trust, '127.0.0.1', '6.6.6.6, 198.51.100.1, 10.0.0.9')).toBe('198.51.100.1');
    // A trusted proxy that names no one is the client.
    expect(await seen(trust, '10.0.0.2')).toBe('10.0.0.2');
    // An untrusted peer's header is ignored.
    expect(await seen(trust, '192.0.2.1', '198.51.100.1')).toBe('192.0.2.1');
  });

  it('writes an IPv4 client reached over IPv6 one way, and is unknown without a socket', async () => {
    expect(await seen([], '::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(await seen(['loopback'], '::1', '2001:db8::7')).toBe('2001:db8::7');
    expect(await seen([], undefined, '198.51.100.1')).toBe('unknown');
  });
});

describe('TRUST_PROXY', () => {
  it('is a list of addresses and subnets; unset trusts none; anything else stops the start with a message', () => {
    expect(readConfig({}).trustProxy).toEqual([]);
    expect(readConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1,loopback ' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const wrong of ['2', 'proxy.example', '10.0.0.0/99']) {
      expect(() => readConfig({ TRUST_PROXY: wrong }), wrong).toThrow(
        /^TRUST_PROXY must list addresses or subnets/,
      );
    }
  });
});
