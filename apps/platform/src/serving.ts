import cluster, { type Worker } from 'node:cluster';
import type { ServerType } from '@hono/node-server';

/** How long SIGTERM waits for requests in flight (SHUTDOWN_GRACE_SECONDS, default 10) before cutting them. */
export function shutdownGraceMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.SHUTDOWN_GRACE_SECONDS ?? 10);
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new Error(
      `SHUTDOWN_GRACE_SECONDS must be a number of seconds, not '${env.SHUTDOWN_GRACE_SECONDS}'`,
    );
  }
  return seconds * 1000;
}

/** Processes serving the port (WEB_CONCURRENCY, default 1). */
export function processCount(env: NodeJS.ProcessEnv = process.env): number {
  const text = (env.WEB_CONCURRENCY ?? '').trim() || '1';
  if (!/^\d{1,2}$/.test(text) || Number(text) < 1) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 99, not '${env.WEB_CONCURRENCY}'`);
  }
  return Number(text);
}

/**
 * On SIGTERM or SIGINT: stop accepting, let requests in flight finish (cut after `graceMs`), then `close` what
 * the process holds (pools, Redis) and exit 0; 1 when closing fails. A second signal changes nothing.
 */
export function drainOnSignals(
  server: ServerType,
  close: () => Promise<void>,
  options: { graceMs: number; say?: (line: string) => void },
): void {
  let stopping = false;
  const drain = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    options.say?.(`${signal}: finishing requests in flight, then stopping`);
    const http = server as import('node:http').Server;
    // Kept-alive connections go as soon as they are idle, not after their keep-alive timeout.
    const idle = setInterval(() => http.closeIdleConnections?.(), 100);
    const cut = setTimeout(() => http.closeAllConnections?.(), options.graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      close().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => drain(signal));
}

/**
 * The primary of several processes sharing one port (node:cluster): forks them, forks a new one when one dies
 * after it began listening (kill -9 included, however soon), stops everything when one fails before it listens
 * (a start that fails once fails in every worker), and hands SIGTERM/SIGINT on
 * to every worker, exiting once they have all drained.
 */
export function superviseWorkers(options: {
  processes: number;
  /** What the processes serve, for the log lines ('shop', 'platform'). */
  name: string;
  onListening?: (port: number) => void;
}): void {
  let stopping = false;
  let announced = false;
  const startedAt = new Map<Worker, number>();
  /** Workers that got as far as listening: one of them dying is a crash to recover from, not a failed start. */
  const serving = new Set<Worker>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('listening', (worker, address) => {
    serving.add(worker);
    if (announced) return;
    announced = true;
    options.onListening?.(address.port);
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    const wasServing = serving.delete(worker);
    startedAt.delete(worker);
    if (stopping) {
      // Exits with process.exitCode: 1 when a worker failed to start, 0 after a signal.
      if (startedAt.size === 0) process.exit();
      return;
    }
    console.error(`A ${options.name} process exited (${signal ?? code}) after ${Math.round(lived / 1000)} s`);
    if (!wasServing) {
      console.error(`It failed while starting; stopping the ${options.name}.`);
      stopping = true;
      for (const other of startedAt.keys()) other.kill('SIGTERM');
      process.exitCode = 1;
      if (startedAt.size === 0) process.exit();
      return;
    }
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`${signal}: stopping ${startedAt.size} ${options.name} processes`);
      for (const worker of startedAt.keys()) worker.kill('SIGTERM');
    });
  }
  for (let i = 0; i < options.processes; i++) fork();
}
