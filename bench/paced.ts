import http from 'node:http';
import type { LoadRequest } from './load-request';

export interface PacedOutcome {
  /**
   * Milliseconds from sending each request to its last byte; a request waiting for one of the connections (all
   * busy with slow answers) counts its wait.
   */
  latencies: number[];
  statusCodes: Record<string, number>;
  errors: number;
  sent: number;
}

/** Sends every 2 ms the requests that fell due, whatever the answers do (an open loop). */
const TICK_MS = 2;

function send(agent: http.Agent, baseUrl: string, request: LoadRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${baseUrl}${request.path}`,
      { agent, method: request.method ?? 'GET', headers: request.headers, timeout: 30_000 },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.end(request.body);
  });
}

/**
 * Sends `requests` in order at a steady `rate` for `seconds` over at most 50 kept-alive connections. Unlike a
 * closed loop (a new request only when an answer came back), the pace does not slow when the server does, so
 * the latencies are what a shopper arriving at that rate would wait.
 */
export async function paced(
  baseUrl: string,
  requests: LoadRequest[],
  options: { seconds: number; rate: number; connections: number },
): Promise<PacedOutcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const outcome: PacedOutcome = { latencies: [], statusCodes: {}, errors: 0, sent: 0 };
  const total = Math.round(options.rate * options.seconds);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  while (outcome.sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * options.rate) + 1);
    for (; outcome.sent < due; outcome.sent++) {
      const sentAt = performance.now();
      const request = requests[outcome.sent % requests.length];
      inFlight.push(
        send(agent, baseUrl, request).then(
          (status) => {
            outcome.statusCodes[status] = (outcome.statusCodes[status] ?? 0) + 1;
            outcome.latencies.push(performance.now() - sentAt);
          },
          () => {
            outcome.errors += 1;
          },
        ),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  await Promise.all(inFlight);
  agent.destroy();
  return outcome;
}

/** The value below which `share` of the sorted values fall. */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}
