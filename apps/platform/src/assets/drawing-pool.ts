import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DrawReply, DrawRequest } from './draw-worker';

interface Job extends DrawRequest {
  resolve(drawing: Drawing): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job?: Job;
}

/** A drawn PNG and the thread that drew it. */
export interface Drawing {
  bytes: Uint8Array;
  threadId: number;
}

/** One worker on two cores, leaving the other to serve requests; more on bigger machines, up to four. */
function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

let workerScript: Promise<string> | undefined;

/**
 * The drawing worker as one CommonJS script. A worker thread cannot load our TypeScript sources by itself (the
 * loader that runs the app does not reach into workers), so esbuild bundles the small drawing code once.
 */
function bundledWorker(): Promise<string> {
  workerScript ??= import('esbuild')
    .then(({ build }) =>
      build({
        entryPoints: [fileURLToPath(new URL('./draw-worker.ts', import.meta.url))],
        bundle: true,
        platform: 'node',
        format: 'cjs',
        target: 'node20',
        write: false,
        logLevel: 'silent',
      }),
    )
    .then((result) => result.outputFiles[0].text)
    .catch((error: unknown) => {
      workerScript = undefined;
      throw error;
    });
  return workerScript;
}

/**
 * Draws pool images on worker threads, so a drawing (up to about 100 ms for the largest widths) never blocks
 * the event loop that answers requests. Jobs queue when every worker is busy; an idle pool keeps no process
 * alive.
 */
export class DrawingPool {
  /** Drawings finished by this pool. */
  drawings = 0;
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private starting = 0;
  private closed = false;

  constructor(readonly size = defaultPoolSize()) {}

  draw(path: string, width: number): Promise<Drawing> {
    if (this.closed) return Promise.reject(new Error('The drawing pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ path, width, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The drawing pool is closed'));
    await Promise.all([...this.slots].map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.job) continue;
      const job = this.queue.shift() as Job;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ path: job.path, width: job.width } satisfies DrawRequest);
    }
    if (this.queue.length > 0 && this.slots.size + this.starting < this.size) void this.spawn();
  }

  private async spawn(): Promise<void> {
    this.starting++;
    let worker: Worker;
    try {
      worker = new Worker(await bundledWorker(), { eval: true });
    } catch (error) {
      for (const job of this.queue.splice(0)) job.reject(error as Error);
      return;
    } finally {
      this.starting--;
    }
    if (this.closed) {
      await worker.terminate();
      return;
    }
    const slot: Slot = { worker };
    worker.unref();
    worker.on('message', (reply: DrawReply) => {
      const job = slot.job;
      slot.job = undefined;
      worker.unref();
      if ('error' in reply) job?.reject(new Error(reply.error));
      else if (job) {
        this.drawings++;
        job.resolve(reply);
      }
      this.dispatch();
    });
    worker.on('error', (error) => {
      slot.job?.reject(error);
      slot.job = undefined;
    });
    worker.on('exit', () => {
      slot.job?.reject(new Error('The drawing worker stopped'));
      this.slots.delete(slot);
      this.dispatch();
    });
    this.slots.add(slot);
    this.dispatch();
  }
}

let shared: DrawingPool | undefined;

/** The process's drawing pool, shared by every platform the process serves. */
export function sharedDrawingPool(): DrawingPool {
  shared ??= new DrawingPool();
  return shared;
}
