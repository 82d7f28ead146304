import { Writable } from 'node:stream';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { messageSender } from '../messages/sender';
import { createPlatformApp } from '../server';
import { answerError } from './answer-error';
import { localChangeFeed } from './change-feed';
import type { AppEnv, Services } from './context';
import { badRequest, isOutage } from './errors';
import { localRateLimits } from './rate-limit';
import { ResponseCache } from './response-cache';

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

// Nothing listens on port 1: every connection is refused, as while PostgreSQL restarts.
const UNREACHABLE = 'postgres://postgres@127.0.0.1:1/vitrine';
const credentials = `Bearer ${Buffer.from('000000000000000000000001:vitrine-demo-token').toString('base64')}`;

describe('the platform while its database is unreachable', () => {
  let handle: DatabaseHandle;
  let app: Hono<AppEnv>;
  const { log } = capturedLog();

  beforeAll(async () => {
    const config = { ...readConfig({}), databaseUrl: UNREACHABLE };
    handle = await openDatabase(config, { log });
    const services: Services = {
      db: handle.db,
      config,
      log,
      cache: new ResponseCache(),
      changes: localChangeFeed(),
      limits: localRateLimits(),
      messages: messageSender(config, handle.db, log),
    };
    app = createPlatformApp(services);
  });
  afterAll(() => handle.close());

  it('answers API calls 503 with Retry-After and the JSON error shape, not 500', async () => {
    const response = await app.request('http://shop.test/service/application/catalog/v1.0/products/', {
      headers: { authorization: credentials, 'x-request-id': 'outage-1' },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('x-request-id')).toBe('outage-1');
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/try again/);
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|at .*\.ts/);
  });

  it('says it is alive but not ready, naming the database', async () => {
    const alive = await app.request('http://shop.test/healthz');
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: 'alive' });
    const ready = await app.request('http://shop.test/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({
      message: 'Not ready: database unreachable',
      checks: { database: 'down' },
    });
  });
});

describe('error logs', () => {
  const { log, lines } = capturedLog();
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('requestId', c.req.header('x-request-id') ?? 'none');
    await next();
  });
  app.onError((error, c) => answerError(error, c, log));
  app.get('/mistake', () => {
    throw badRequest('Unknown filter key: colour_of_mood');
  });
  app.get('/bug', () => {
    throw new TypeError('cannot read x of undefined');
  });

  it("log a caller's mistake at info, without a stack", async () => {
    const response = await app.request('/mistake', { headers: { 'x-request-id': 'r-400' } });
    expect(response.status).toBe(400);
    const line = lines.find((entry) => entry.requestId === 'r-400');
    expect(line).toMatchObject({ level: 30, status: 400, msg: 'Unknown filter key: colour_of_mood' });
    expect(JSON.stringify(line)).not.toContain('stack');
  });

  it('log a bug with its stack and request id, and never show the stack to the caller', async () => {
    const response = await app.request('/bug', { headers: { 'x-request-id': 'r-500' } });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Something went wrong' });
    const line = lines.find((entry) => entry.requestId === 'r-500') as {
      level: number;
      err: { stack: string };
    };
    expect(line.level).toBe(50);
    expect(line.err.stack).toContain('TypeError: cannot read x of undefined');
  });
});

describe('what counts as an outage', () => {
  it('is a lost or refused connection, never a bad query or a bug', () => {
    const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    for (const outage of [
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P03', 'the database system is starting up'),
      coded('08006'),
      coded('ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([coded('ECONNREFUSED')]),
      Object.assign(new Error('Reached the max retries per request limit'), {
        name: 'MaxRetriesPerRequestError',
      }),
      new Error('wrapped', { cause: coded('ECONNRESET') }),
    ]) {
      expect(isOutage(outage), outage.message).toBe(true);
    }
    for (const bug of [
      coded('22021', 'invalid byte sequence'),
      coded('23505'),
      new TypeError('x is undefined'),
      'text',
    ]) {
      expect(isOutage(bug)).toBe(false);
    }
  });
});
