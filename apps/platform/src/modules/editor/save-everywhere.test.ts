import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../../platform';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { signedGet } from '../content/test-clients';
import { editorClient, sessionCookie } from './test-client';

// Two platform processes on one PostgreSQL database, sharing changes through Redis: CI's PostgreSQL pass.
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'a theme save, with several processes',
  () => {
    let one: TestPlatform;
    let other: Platform;
    let otherUrl: string;
    let closeOther = async () => {};

    beforeAll(async () => {
      one = await startTestPlatform({ products: 0 });
      other = await startPlatform({ config: one.platform.services.config, seed: false });
      const server = serve({ fetch: other.app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      otherUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      closeOther = async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await other.close();
      };
    });
    afterAll(async () => {
      await closeOther();
      await one?.close();
    });

    it('is served by every process at once, not after their caches expire', async () => {
      const target = { ...one, baseUrl: otherUrl };
      const theme = (await signedGet(target, '/service/application/theme/v2.0/applied-theme')).body as {
        _id: string;
      };
      const homePath = `/service/application/theme/v1.0/${theme._id}/home`;
      const names = async () =>
        ((await signedGet(target, homePath)).body.sections as { name: string }[]).map((s) => s.name);
      const before = await names(); // now kept in the other process's 60-second cache

      const editor = editorClient(
        one.baseUrl,
        await sessionCookie(one.baseUrl, one.platform.services.config.editorToken),
      );
      const stored = (await editor.get('api/pages/home')).body.sections as { name: string }[];
      expect((await editor.put('api/pages/home', { sections: [...stored].reverse() })).status).toBe(200);

      await expect.poll(names, { timeout: 5_000 }).toEqual([...before].reverse());
    });
  },
);
