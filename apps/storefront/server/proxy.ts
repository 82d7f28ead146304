import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { forwardedFor } from './shopper-address';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

/**
 * Forwards requests to the platform running apart, keeping the Host header: the browser signed its request for
 * this origin, and the platform checks the signature against it. (Node's fetch would replace Host.) `env` is
 * the server's bindings for the shopper's connection, whose address is added to X-Forwarded-For.
 */
export function proxyTo(platformUrl: string): (request: Request, env?: unknown) => Promise<Response> {
  const base = new URL(platformUrl);
  const transport = base.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true });
  return async (request, env) => {
    const incoming = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name)) headers[name] = value;
    });
    headers.host ??= incoming.host;
    const chain = forwardedFor(request.headers.get('x-forwarded-for'), env);
    if (chain) headers['x-forwarded-for'] = chain;
    else delete headers['x-forwarded-for'];
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const body = hasBody ? Buffer.from(await request.arrayBuffer()) : undefined;
    if (body) headers['content-length'] = String(body.length);

    return new Promise<Response>((resolve, reject) => {
      const outgoing = transport.request(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port || undefined,
          method: request.method,
          path: incoming.pathname + incoming.search,
          headers,
          agent,
        },
        (answer) => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value === undefined || HOP_BY_HOP.has(name)) continue;
            for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(name, v);
          }
          const status = answer.statusCode ?? 502;
          const noBody = request.method === 'HEAD' || status === 204 || status === 304;
          resolve(
            new Response(noBody ? null : (Readable.toWeb(answer) as ReadableStream), {
              status,
              statusText: answer.statusMessage,
              headers: responseHeaders,
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}
