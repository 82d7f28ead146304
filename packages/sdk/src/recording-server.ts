import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it: raw method, URL, headers and body text. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Never answer (for time-out tests). */
  hang?: boolean;
}

export interface RecordingServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Sets how the next requests are answered (default: 200 `{"ok":true}`). */
  reply(handler: (request: RecordedRequest) => Reply): void;
  close(): Promise<void>;
}

/** A local HTTP server for tests that records every request exactly as it arrived. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  let handler: (request: RecordedRequest) => Reply = () => ({ body: '{"ok":true}' });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const reply = handler(recorded);
      if (reply.hang) return;
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    reply(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
