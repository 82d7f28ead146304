import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** A supervised server (a node:cluster primary and its workers), its output kept in a log file. */
export interface Served {
  name: string;
  url: string;
  primary: ChildProcess;
  workers(): number[];
  logTail(): string;
  stop(): Promise<number | null>;
}

export function startServed(
  name: string,
  entry: string,
  port: number,
  env: NodeJS.ProcessEnv,
  logDir: string,
): Served {
  const logFile = path.join(logDir, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const primary = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', out, out],
  });
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    primary,
    workers() {
      try {
        return execFileSync('pgrep', ['-P', String(primary.pid)])
          .toString()
          .split('\n')
          .filter(Boolean)
          .map(Number);
      } catch {
        return [];
      }
    },
    logTail: () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n'),
    async stop() {
      if (primary.exitCode !== null) return primary.exitCode;
      const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
      primary.kill('SIGTERM');
      const timer = setTimeout(() => primary.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Polls `check` every 100 ms until it holds; returns the seconds it took, or throws after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

export async function status(url: string, init: RequestInit = {}): Promise<number> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
  await response.arrayBuffer();
  return response.status;
}
