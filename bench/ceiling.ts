import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Ceiling {
  baseUrl: string;
  pid: number;
  stop(): void;
}

/** Starts the bare node:http server in its own process, so it does not share an event loop with the load tool. */
export async function startCeiling(body: Buffer, contentType: string): Promise<Ceiling> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-ceiling-'));
  const bodyFile = path.join(dir, 'body');
  fs.writeFileSync(bodyFile, body);
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'ceiling-server.mjs'), bodyFile, contentType],
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
