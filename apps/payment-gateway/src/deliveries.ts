import { setTimeout as sleep } from 'node:timers/promises';

const DELIVERY_TIMEOUT_MS = 10_000;

/** Where one try goes and with which headers (its signature); undefined when the merchant set no URL. */
export interface Destination {
  url: string;
  headers: Record<string, string>;
}

/**
 * The gateway → merchant half shared by every provider's webhooks: POSTs tried, retried after each of
 * `retryDelaysMs`, run in the background (the browser never waits for them), and stopped by close.
 */
export function deliveries(options: { name: string; retryDelaysMs: number[]; log: (line: string) => void }) {
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();

  function inBackground(work: () => Promise<void>): void {
    const task = work().catch((error: unknown) => {
      if (!stopping.signal.aborted) options.log(`${options.name}: ${String(error)}`);
    });
    running.add(task);
    task.finally(() => running.delete(task));
  }

  const wait = (ms: number) => sleep(ms, undefined, { signal: stopping.signal });

  async function tryOnce(to: Destination, body: string): Promise<string | undefined> {
    try {
      const response = await fetch(to.url, {
        method: 'POST',
        headers: to.headers,
        body,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
      });
      await response.arrayBuffer();
      return response.ok ? undefined : `HTTP ${response.status}`;
    } catch (error) {
      if (stopping.signal.aborted) throw error;
      return error instanceof Error ? error.message : String(error);
    }
  }

  /**
   * Sends `body` where `destination` says at each try (a merchant may set its URL meanwhile, and a signature
   * may carry the time); `label` names the event in the log.
   */
  async function deliver(label: string, body: string, destination: () => Destination | undefined) {
    for (let attempt = 1; ; attempt++) {
      const to = destination();
      if (!to) return options.log(`${label} dropped: no webhook URL`);
      const problem = await tryOnce(to, body);
      if (!problem) return options.log(`${label} delivered to ${to.url} on try ${attempt}`);
      const delay = options.retryDelaysMs[attempt - 1];
      if (delay === undefined) return options.log(`${label} given up after ${attempt} tries: ${problem}`);
      options.log(`${label} try ${attempt} failed (${problem}); retrying in ${delay} ms`);
      await wait(delay);
    }
  }

  async function close(): Promise<void> {
    stopping.abort();
    await Promise.allSettled([...running]);
  }

  return { deliver, inBackground, wait, close };
}
