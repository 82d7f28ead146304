import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS } from './support/browser';

const shopUrl = inject('shopUrl');

/** Issue 11's budgets, under Lighthouse's default mobile emulation (a mid-range phone on slow 4G). */
const BUDGET = { performance: 90, accessibility: 95, lcpMs: 2500, cls: 0.02 };
/** A median of three runs, so one run slowed down by a busy machine cannot fail the check. */
const RUNS = 3;

interface Measure {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's measure of this machine's CPU speed: the simulation slows observed CPU work 4×, so a slow or busy host scores lower. */
  benchmarkIndex: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function medianOf(runs: Measure[]): Measure {
  const of = (key: keyof Measure) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

const format = (m: Measure) =>
  `perf ${m.performance}, a11y ${m.accessibility}, LCP ${Math.round(m.lcpMs)} ms, ` +
  `CLS ${m.cls.toFixed(3)}, TBT ${Math.round(m.tbtMs)} ms, CPU benchmark ${Math.round(m.benchmarkIndex)}`;

let chrome: LaunchedChrome;
let profile: string;

beforeAll(async () => {
  profile = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-lighthouse-'));
  chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
    userDataDir: profile,
    logLevel: 'error',
  });
});

afterAll(async () => {
  chrome?.kill();
  fs.rmSync(profile, { recursive: true, force: true });
});

/** What the audits named fell short on, for a failure message. */
function shortfalls(audits: Record<string, { score: number | null; title: string }>): string[] {
  return Object.entries(audits)
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9)
    .map(([id, audit]) => `${id}: ${audit.title} (${audit.score})`);
}

async function audit(url: string): Promise<{ measure: Measure; failing: string[] }> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    measure: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.POSITIVE_INFINITY,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.POSITIVE_INFINITY,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    },
    failing: shortfalls(audits),
  };
}

/** The first product the listing shows, as a shopper would reach it. */
async function firstProductPath(): Promise<string> {
  const html = await (await fetch(`${shopUrl}/products/`)).text();
  const href = /href="(\/product\/[^"?#]+)/.exec(html)?.[1];
  if (!href) throw new Error('The listing shows no product link');
  return href;
}

describe('Lighthouse mobile budgets (median of three runs)', () => {
  for (const [name, pagePath] of [
    ['home', async () => '/'],
    ['product listing', async () => '/products/'],
    ['product page', firstProductPath],
  ] as const) {
    it(`the ${name} meets them`, { timeout: 600_000 }, async () => {
      const url = `${shopUrl}${await pagePath()}`;
      // Once unmeasured, so the first run does not pay for pictures drawn and caches filled on first request.
      await audit(url);
      const runs: Measure[] = [];
      let failing: string[] = [];
      for (let run = 0; run < RUNS; run++) {
        const outcome = await audit(url);
        runs.push(outcome.measure);
        failing = outcome.failing;
      }
      const result = medianOf(runs);
      console.log(`Lighthouse ${name} (${url}): ${format(result)}\n  runs: ${runs.map(format).join(' | ')}`);
      const why = `${name}: ${format(result)}\nbelow 0.9 in the last run:\n${failing.join('\n')}`;
      expect(result.performance, why).toBeGreaterThanOrEqual(BUDGET.performance);
      expect(result.accessibility, why).toBeGreaterThanOrEqual(BUDGET.accessibility);
      expect(result.lcpMs, why).toBeLessThanOrEqual(BUDGET.lcpMs);
      expect(result.cls, why).toBeLessThanOrEqual(BUDGET.cls);
    });
  }
});
