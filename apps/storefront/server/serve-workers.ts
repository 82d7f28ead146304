import cluster, { type Worker } from 'node:cluster';
import { readyLines, type ShopSettings } from './shop-settings';

/** A worker that dies this soon after starting is failing to start, not crashing under load: stop instead. */
const STARTUP_GRACE_MS = 30_000;

/**
 * The primary of WEB_CONCURRENCY processes: migrates and seeds once, then forks workers that share the port,
 * restarts a worker that dies while serving, and passes SIGINT/SIGTERM on to all of them.
 */
export async function serveWorkers(settings: ShopSettings): Promise<void> {
  if (!settings.platformUrl) {
    const { prepareDatabase } = await import('@vitrine/platform');
    await prepareDatabase({ onSeedProgress: (line) => console.log(line) });
  }
  let stopping = false;
  let announced = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('listening', (_worker, address) => {
    if (announced) return;
    announced = true;
    for (const line of readyLines(settings, address.port)) console.log(line);
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      // Exits with process.exitCode: 1 when a worker failed to start, 0 after a signal.
      if (startedAt.size === 0) process.exit();
      return;
    }
    console.error(`A shop process exited (${signal ?? code}) after ${Math.round(lived / 1000)} s`);
    if (lived < STARTUP_GRACE_MS) {
      console.error('It failed while starting; stopping the shop.');
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
      console.log(`${signal}: shutting down ${startedAt.size} processes`);
      for (const worker of startedAt.keys()) worker.kill('SIGTERM');
    });
  }
  for (let i = 0; i < settings.processes; i++) fork();
}
