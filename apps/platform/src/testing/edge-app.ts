import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import pino from 'pino';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { answerError } from '../http/answer-error';
import { ApplicationDirectory } from '../http/applications';
import { authenticate } from '../http/authenticate';
import type { AppEnv } from '../http/context';
import { ResponseCache } from '../http/response-cache';
import { API_PREFIX, type On, registrar } from '../http/route';

/** The test application's credentials, as the Authorization header carries them. */
export const EDGE_APP_CREDENTIALS = `Bearer ${Buffer.from('app1:secret-token').toString('base64')}`;

/**
 * The API edge alone, for testing it with endpoints of a test's own: a fresh embedded database holding one
 * application (app1 on shop.test), the signature check, and the registrar handed to `register`.
 */
export async function startEdgeApp(register: (on: On, api: Hono<AppEnv>) => void) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-edge-'));
  const handle: DatabaseHandle = await openDatabase({ dataDir });
  await migrateToLatest(handle.db);
  await handle.db
    .insertInto('applications')
    .values({
      id: 'app1',
      token: 'secret-token',
      name: 'Test',
      description: '',
      company_id: 1,
      domain: 'shop.test',
      settings: '{}',
    })
    .execute();
  const api = new Hono<AppEnv>();
  api.use('*', authenticate(new ApplicationDirectory(handle.db), 5 * 60 * 1000));
  register(registrar(api, { cache: new ResponseCache() }), api);
  const app = new Hono<AppEnv>();
  const log = pino({ level: 'silent' });
  app.onError((error, c) => answerError(error, c, log));
  app.route(API_PREFIX, api);
  app.route(`/api${API_PREFIX}`, api);
  return {
    app,
    close: async () => {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
