import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_DIR } from './app';

const MAIN = path.join(import.meta.dirname, 'main.ts');
const running: ChildProcess[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** An address of this machine other than loopback, if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts the shop as `npm start` would (production), with the platform apart so no database is needed. */
async function startShop(env: Record<string, string>): Promise<{ port: number; output: string }> {
  expect(fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js')), 'run npm run build first').toBe(true);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-serve-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: dataDir,
      PLATFORM_URL: 'http://127.0.0.1:9',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) resolve({ port: Number(port), output });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`The shop exited (${code}):\n${output}`)));
  });
}

/** POSTs `bytes` of form through `agent`, answering with the status and the Connection header. */
function postForm(agent: http.Agent, port: number, bytes: number) {
  return new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
    const body = `name=${'a'.repeat(bytes)}`;
    const request = http.request(
      {
        agent,
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/contact-us/',
        headers: {
          origin: `http://127.0.0.1:${port}`,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': body.length,
        },
      },
      (response) => {
        response.resume();
        response.once('end', () =>
          resolve({ status: response.statusCode, connection: response.headers.connection }),
        );
      },
    );
    request.once('error', reject);
    request.end(body);
  });
}

describe('the shop process', () => {
  it('closes the connection of a body it refused unread, so no client reuses it', {
    timeout: 60_000,
  }, async () => {
    const { port } = await startShop({});
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        const refused = await postForm(agent, port, 512 * 1024);
        expect(refused).toEqual({ status: 413, connection: 'close' });
      }
    } finally {
      agent.destroy();
    }
  });

  it('listens on 127.0.0.1 only by default', { timeout: 60_000 }, async () => {
    const { port } = await startShop({});
    expect(await connects('127.0.0.1', port)).toBe(true);
    const outside = outsideAddress();
    if (outside) expect(await connects(outside, port)).toBe(false);
  });

  it('listens where HOST says', { timeout: 60_000 }, async () => {
    const outside = outsideAddress() ?? '127.0.0.1';
    const { port } = await startShop({ HOST: '0.0.0.0' });
    expect(await connects(outside, port)).toBe(true);
  });

  it('refuses to start in production with the published demo editor token', { timeout: 60_000 }, async () => {
    const started = startShop({ PLATFORM_URL: '', VITRINE_EDITOR_TOKEN: 'vitrine-editor-demo' });
    await expect(started).rejects.toThrow(/exited \(1\)[\s\S]*published demo token/);
  });
});
