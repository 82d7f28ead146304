import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const SERVING = fileURLToPath(new URL('./serving.ts', import.meta.url));

/** A server of its own process: /slow answers 1.5 s after it arrives; close() writes 'closed' before exiting. */
const SERVER = `
import { serve } from '@hono/node-server';
import { drainOnSignals } from ${JSON.stringify(SERVING)};
const server = serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch: async (request) => {
    if (new URL(request.url).pathname === '/slow') {
      console.log('slow request arrived');
      await new Promise((r) => setTimeout(r, 1500));
    }
    return new Response('done');
  },
}, (info) => console.log('port ' + info.port));
drainOnSignals(server, async () => console.log('closed'), {
  graceMs: Number(process.env.GRACE_MS),
  say: (line) => console.log(line),
});
`;

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
});

async function startServer(graceMs: number) {
  child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SERVER], {
    env: { ...process.env, GRACE_MS: String(graceMs) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  await expect.poll(() => /port (\d+)/.test(output), { timeout: 30_000 }).toBe(true);
  const port = Number(/port (\d+)/.exec(output)?.[1]);
  return { base: `http://127.0.0.1:${port}`, exited, output: () => output };
}

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new ones, closes its pools and exits 0', async () => {
    const server = await startServer(10_000);
    const inFlight = fetch(`${server.base}/slow`).then((response) => response.text());
    await expect.poll(() => server.output().includes('slow request arrived'), { timeout: 30_000 }).toBe(true);
    child?.kill('SIGTERM');
    await expect.poll(() => server.output().includes('SIGTERM: finishing'), { timeout: 30_000 }).toBe(true);
    await expect(fetch(`${server.base}/`)).rejects.toThrow();
    expect(await inFlight).toBe('done');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('closed');
  }, 60_000);

  it('cuts a request still running when the grace period ends, and still exits 0', async () => {
    const server = await startServer(200);
    const inFlight = fetch(`${server.base}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await expect.poll(() => server.output().includes('slow request arrived'), { timeout: 30_000 }).toBe(true);
    child?.kill('SIGTERM');
    expect(await inFlight).toBe('cut');
    expect(await server.exited).toBe(0);
  }, 60_000);
});
