import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

export interface Ceiling {
  baseUrl: string;
  pid: number;
  stop(): void;
}

/** A response as the server sent it: its bytes still encoded (fetch would decode them), and their headers. */
export interface SentBytes {
  body: Buffer;
  contentType: string;
  contentEncoding?: string;
}

/** One GET as the load tool sends it, its body kept exactly as it came (compressed if the server compressed it). */
export function sentBytes(url: string, headers: Record<string, string> = {}): Promise<SentBytes> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            body: Buffer.concat(chunks),
            contentType: response.headers['content-type'] ?? 'application/octet-stream',
            contentEncoding: response.headers['content-encoding'],
          }),
        );
      })
      .on('error', reject);
  });
}

/**
 * Starts the bare node:http server in its own process, so it does not share an event loop with the load tool;
 * in as many processes as the shop runs, so each figure is compared with a ceiling of the same shape.
 */
export async function startCeiling(
  { body, contentType, contentEncoding }: SentBytes,
  processes = 1,
): Promise<Ceiling> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-ceiling-'));
  const bodyFile = path.join(dir, 'body');
  fs.writeFileSync(bodyFile, body);
  const child = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, 'ceiling-server.mjs'),
      bodyFile,
      contentType,
      contentEncoding ?? '',
      String(processes),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
    child.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop() {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
