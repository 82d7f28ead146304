import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface TlsProxy {
  /** https://127.0.0.1:<port>, as the shopper's browser addresses the shop. */
  url: string;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, made with openssl for this run only. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'];
  try {
    execFileSync(
      'openssl',
      [...args, '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).path !== 'openssl') throw error;
    throw new Error('openssl is missing (it makes the proxy’s certificate): sudo apt-get install -y openssl');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A TLS-terminating proxy in front of a shop, as nginx or a load balancer would be: the browser speaks https to
 * it; it passes each request on over plain http with the Host the browser sent, X-Forwarded-Proto: https and
 * X-Forwarded-For.
 */
export async function startTlsProxy(shopUrl: string): Promise<TlsProxy> {
  const upstream = new URL(shopUrl);
  const server = https.createServer(selfSignedCertificate(), (incoming, outgoing) => {
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const passed = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-proto': 'https', 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    passed.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(passed);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
