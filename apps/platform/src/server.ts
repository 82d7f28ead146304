import { randomUUID } from 'node:crypto';
import { openApiDocument } from '@vitrine/contract';
import { Hono } from 'hono';
import { registerAssets } from './assets';
import { answerError } from './http/answer-error';
import { ApplicationDirectory } from './http/applications';
import { authenticate } from './http/authenticate';
import { compression } from './http/compression';
import type { AppEnv, Services } from './http/context';
import { registerHealth } from './http/health';
import { dropUntrustedForwarding } from './http/request';
import { API_PREFIX, etagOf } from './http/route';
import { answerUnknownRoutes } from './http/unknown-route';
import { registerDevOutbox } from './messages/outbox-page';
import { registerModules } from './modules';
import { registerEditor } from './modules/editor/routes';

let openApi: { body: string; etag: string } | undefined;

/** The API's OpenAPI document: generated from the contract on first request, the same bytes after that. */
function openApiJson() {
  if (!openApi) {
    const body = JSON.stringify(openApiDocument());
    openApi = { body, etag: etagOf(body) };
  }
  return openApi;
}

/**
 * The platform's HTTP app: the application API under `/service/application` and, for browsers reaching it
 * through the storefront origin, under `/api/service/application`; the theme editor under `/editor/`.
 */
export function createPlatformApp(services: Services): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use('*', authenticate(new ApplicationDirectory(services.db), services.config.maxClockSkewMs));
  registerModules(api, services);
  answerUnknownRoutes(api);

  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    c.set('requestId', requestId);
    c.header('x-request-id', requestId);
    await next();
  });
  app.use('*', dropUntrustedForwarding(services.config.trustProxy));
  app.use('*', compression({ enabled: services.config.compression }));
  app.onError((error, c) => answerError(error, c, services.log));
  registerHealth(app, services);
  app.get('/openapi.json', (c) => {
    const { body, etag } = openApiJson();
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
      etag,
    };
    return c.req.header('if-none-match') === etag ? c.body(null, 304, headers) : c.body(body, 200, headers);
  });
  registerAssets(app, services.config.dataDir);
  registerDevOutbox(app, services);
  // The merchant's editor has its own session; the application API's signed-request check is not for it.
  registerEditor(app, services);
  app.route(API_PREFIX, api);
  app.route(`/api${API_PREFIX}`, api);
  // Outside the API too (the editor, /openapi.json), a path or method nothing serves is answered in JSON.
  app.notFound((c) => c.json({ message: `Nothing is served at ${c.req.method} ${c.req.path}` }, 404));
  return app;
}
