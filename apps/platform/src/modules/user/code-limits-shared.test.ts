import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../../platform';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { waitForMessage } from '../../testing/outbox';
import { DEAD_CODE } from './one-time-codes';
import { rejection, shopperClients } from './test-clients';

/**
 * Two platforms on one PostgreSQL database and one Redis, as two processes behind a balancer: a limit must hold
 * for the shop, not per process. Runs in the CI pass that sets both.
 */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'code limits shared by two platforms',
  () => {
    let first: TestPlatform;
    let second: Platform;
    let secondServer: ServerType;
    let secondUrl: string;

    beforeAll(async () => {
      // The outbox shows the code sent, so a guess can be known to be wrong.
      first = await startTestPlatform({
        products: 0,
        config: { redisUrl: process.env.REDIS_URL, devOutbox: true },
      });
      second = await startPlatform({ config: first.platform.services.config, seed: false });
      secondServer = serve({ fetch: second.app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise<void>((resolve) => secondServer.once('listening', () => resolve()));
      secondUrl = `http://127.0.0.1:${(secondServer.address() as AddressInfo).port}`;
    }, 60_000);
    afterAll(async () => {
      await new Promise<void>((resolve) => secondServer?.close(() => resolve()));
      await second?.close();
      await first?.close();
    });

    /** The official client of each platform in turn. */
    const clients = () => [shopperClients(first).v3, shopperClients({ ...first, baseUrl: secondUrl }).v3];

    it('sends 5 codes to one e-mail when 20 requests arrive at once at both platforms', async () => {
      const email = `shared.${Date.now()}@example.com`;
      const both = clients();
      const answers = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => both[i % 2].sendOTPOnEmail({ body: { email } })),
      );
      expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(5);
      for (const answer of answers) {
        if (answer.status === 'rejected') expect(answer.reason.code).toBe(429);
      }
    });

    it('weighs 5 guesses at one code, wherever the 12 parallel guesses land', async () => {
      const both = clients();
      const mobile = String(7_000_000_000 + (Date.now() % 1_000_000_000));
      const sent = await both[0].loginWithOTP({ body: { mobile, country_code: '91' } });
      const { code } = await waitForMessage(first, `+91${mobile}`);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          rejection(both[i % 2].verifyMobileOTP({ body: { request_id: sent.request_id, otp: wrong } })),
        ),
      );
      expect(answers.filter((a) => a.message === 'Invalid OTP')).toHaveLength(4);
      expect(answers.filter((a) => a.code === 400 && a.message === DEAD_CODE)).toHaveLength(1);
      expect(answers.filter((a) => a.code === 429 && a.message === DEAD_CODE)).toHaveLength(7);
    });
  },
);
