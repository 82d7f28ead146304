import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A port nothing listens on now (loopback). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Whether a redis-server binary is installed to start throwaway servers with. */
export function redisServerInstalled(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A redis-server of the test's own on a free loopback port, which the test may stop and start again. */
export async function throwawayRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await until(() => accepts(port), 'Redis start');
    },
    async stop() {
      const running = child;
      child = undefined;
      // A child killed by a signal has no exit code, only a signal code: either means it is gone already.
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await redis.start();
  return redis;
}

const PG_BIN = (() => {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.length > 0 ? path.join(root, versions[0], 'bin') : '';
})();

/**
 * A PostgreSQL cluster of the test's own (initdb into a temporary folder, on a free loopback port), which it may
 * restart or kill. PostgreSQL refuses to run as root, so as root it runs as the postgres user.
 */
export async function throwawayPostgres() {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-faults-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(PG_BIN, tool);
    const full = asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, tool), ...args] : args;
    return execFileSync(command, full, { stdio: 'pipe' }).toString();
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const postgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      run('pg_ctl', [
        '-D',
        data,
        '-l',
        path.join(dir, 'log'),
        '-w',
        '-t',
        '30',
        'start',
        '-o',
        `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`,
      ]);
    },
    /** A clean restart's first half: every connection is ended with 57P01. */
    stopFast() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    /** The postmaster killed outright; its backends notice and exit, leaving shared memory to clean up on start. */
    killPostmaster() {
      const pid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
    },
    async waitUntilGone() {
      await until(() => accepts(port).then((open) => !open), 'PostgreSQL stop');
    },
    remove() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {}
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  postgres.start();
  return postgres;
}
