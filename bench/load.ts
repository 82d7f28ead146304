import fs from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import type { LoadRequest } from './load-request';
import { paced, percentile } from './paced';

export type { LoadRequest };

const CONNECTIONS = 50;
/** USER_HZ, the unit of /proc/<pid>/stat times: 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Responses by HTTP status. */
  statusCodes: Record<string, number>;
  /** Peak resident memory of the server process during the run, in bytes. */
  peakRss?: number;
  /**
   * Server CPU time (user + system, its workers included) per response, in milliseconds: unlike req/s it
   * hardly moves when other work shares the machine.
   */
  cpuMsPerRequest?: number;
  distinctRequests: number;
  sent: number;
  /** Responses received within the run. */
  completed: number;
  /** The name of the ceiling this scenario is compared with (the one returning its own bytes). */
  ceiling?: string;
}

function ownResidentMemory(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

function childPids(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** CPU time a process has used so far (user + system, its children included), in milliseconds (Linux). */
function cpuMilliseconds(pid: number): number | undefined {
  try {
    // Fields after the command name, which sits in parentheses and may hold spaces: utime and stime are 12 and 13.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
    return childPids(pid).reduce((sum, child) => sum + (cpuMilliseconds(child) ?? 0), own);
  } catch {
    return undefined;
  }
}

/** Resident memory of a process and its children (the WEB_CONCURRENCY workers) from /proc, in bytes (Linux). */
export function residentMemory(pid: number): number | undefined {
  const own = ownResidentMemory(pid);
  if (own === undefined) return undefined;
  return childPids(pid).reduce((sum, child) => sum + (residentMemory(child) ?? 0), own);
}

/**
 * Waits until the server has worked off what an earlier run left queued (the load tool hangs up, the server does
 * not), so each run starts on an idle server: one more request of the same kind answers only after the queue ahead.
 */
export async function settle(baseUrl: string, request: LoadRequest): Promise<void> {
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      headers: request.headers,
      signal: AbortSignal.timeout(300_000),
    });
    await response.arrayBuffer();
  } catch {
    // A server that cannot answer shows up in the next run's figures.
  }
}

/** One GET as the load tool sends it (node:http: no user-agent, which fetch would add and isbot would call a crawler). */
function askOnce(baseUrl: string, request: LoadRequest): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${request.path}`, { headers: request.headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.headers));
      })
      .on('error', reject);
  });
}

/**
 * Asks for each page until the server answers it from its page cache in the encoding asked for, so a scenario of
 * repeated pages measures hits: on a busy machine a few seconds of warm-up may not finish rendering them all.
 */
export async function keepPages(baseUrl: string, requests: LoadRequest[]): Promise<void> {
  for (const request of requests) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const headers = await askOnce(baseUrl, request);
      // A kept compressed copy has a length; one compressed as it is sent has none.
      const encoded =
        !request.headers?.['accept-encoding'] || (headers['content-encoding'] && headers['content-length']);
      if (headers['x-cache'] === 'HIT' && encoded) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

interface Driven {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  sent: number;
  completed: number;
}

/** A closed loop: each of the 50 connections sends its next request as soon as its last one is answered. */
async function flatOut(baseUrl: string, requests: LoadRequest[], seconds: number): Promise<Driven> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const chosen = requests[next++ % requests.length];
          return {
            ...request,
            method: chosen.method ?? 'GET',
            path: chosen.path,
            headers: chosen.headers ?? {},
            body: chosen.body,
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, Number(stats.count)]),
    ),
    sent: next,
    completed: result.requests.total,
  };
}

async function atRate(
  baseUrl: string,
  requests: LoadRequest[],
  seconds: number,
  rate: number,
): Promise<Driven> {
  const started = performance.now();
  const outcome = await paced(baseUrl, requests, { seconds, rate, connections: CONNECTIONS });
  const sorted = outcome.latencies.sort((a, b) => a - b);
  const completed = sorted.length;
  const ok = Object.entries(outcome.statusCodes)
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requestsPerSecond: completed / ((performance.now() - started) / 1000),
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    non2xx: completed - ok,
    errors: outcome.errors,
    statusCodes: outcome.statusCodes,
    sent: outcome.sent,
    completed,
  };
}

/**
 * Drives 50 connections for `seconds`: as fast as the server answers, or at a steady `rate` requests a second in
 * all. Requests are handed out from one shared list in order, so with a list longer than the run sends, no
 * request repeats.
 */
export async function measure(
  name: string,
  baseUrl: string,
  requests: LoadRequest[],
  options: { seconds: number; serverPid?: number; rate?: number },
): Promise<LoadResult> {
  const cpuBefore = options.serverPid ? cpuMilliseconds(options.serverPid) : undefined;
  let peakRss = options.serverPid ? residentMemory(options.serverPid) : undefined;
  const sampler = setInterval(() => {
    const rss = options.serverPid ? residentMemory(options.serverPid) : undefined;
    if (rss !== undefined) peakRss = Math.max(peakRss ?? 0, rss);
  }, 250);
  try {
    const driven = options.rate
      ? await atRate(baseUrl, requests, options.seconds, options.rate)
      : await flatOut(baseUrl, requests, options.seconds);
    const cpuAfter = options.serverPid ? cpuMilliseconds(options.serverPid) : undefined;
    const cpuMs = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
    return {
      name,
      ...driven,
      peakRss,
      cpuMsPerRequest: cpuMs !== undefined && driven.completed > 0 ? cpuMs / driven.completed : undefined,
      distinctRequests: requests.length,
    };
  } finally {
    clearInterval(sampler);
  }
}
