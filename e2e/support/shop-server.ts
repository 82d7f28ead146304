import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SERVER_ENTRY = path.join(ROOT, 'apps', 'storefront', 'server', 'main.ts');
const READY_TIMEOUT_MS = 240_000;

export interface RunningShop {
  baseUrl: string;
  dataDir: string;
  /** The server's process id (one process: tsx runs inside node). */
  pid: number;
  /** The theme editor's token: VITRINE_EDITOR_TOKEN when given, else the one the shop made in its data folder. */
  editorToken(): string;
  /** Everything the server printed so far, for failure reports. */
  output(): string;
  stop(): Promise<void>;
}

export interface ShopOptions {
  /** Extra environment (DATABASE_URL, VITRINE_SEED_PRODUCTS, …). */
  env?: Record<string, string | undefined>;
  /** Keep an existing data folder (a seeded benchmark catalogue) instead of a fresh temporary one. */
  dataDir?: string;
  /** Copy the server's output to this process's output as it comes. */
  echo?: boolean;
  /** Options for node itself (`--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The shop server exited (${child.exitCode ?? child.signalCode}) before serving:\n${output()}`,
      );
    }
    try {
      const response = await fetch(baseUrl, { signal: AbortSignal.timeout(60_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The shop server did not answer within ${READY_TIMEOUT_MS / 1000}s:\n${output()}`);
}

/** This process's environment without the test runner's own markers, which would tell the server it is under test. */
function inheritedEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
}

/** Starts the real production server (storefront with the platform in-process) on a free port. */
export async function startShop(options: ShopOptions = {}): Promise<RunningShop> {
  const port = await freePort();
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-'));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', SERVER_ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inheritedEnv(),
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...options.env,
    },
  });
  let printed = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    printed = (printed + text).slice(-20_000);
    if (options.echo) process.stdout.write(text);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    }
    if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(baseUrl, child, () => printed);
  } catch (error) {
    await stop();
    throw error;
  }
  const editorToken = () =>
    options.env?.VITRINE_EDITOR_TOKEN ||
    process.env.VITRINE_EDITOR_TOKEN ||
    fs.readFileSync(path.join(dataDir, 'editor-token'), 'utf8').trim();
  return { baseUrl, dataDir, pid: child.pid ?? 0, output: () => printed, editorToken, stop };
}
