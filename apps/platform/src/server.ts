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
import { API_PREFIX, COMMON_PREFIX, etagOf, registrar } from './http/route';
import { answerUnknownRoutes, UNROUTED_HEADER } from './http/unknown-route';
import { registerDevOutbox } from './messages/outbox-page';
import { registerModules } from './modules';
import { registerCommon } from './modules/common/routes';
import { registerEditor } from './modules/editor/routes';
import { registerFileAddresses } from './modules/file-storage/file-routes';
import { registerLeadsPage } from './modules/lead/merchant-page';
import { registerOrderDocuments } from './modules/order/document-routes';
import { registerStripeWebhooks } from './modules/payment/stripe-webhook-route';
import { registerPaymentWebhooks } from './modules/payment/webhooks';

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
 * The platform's HTTP app: the application API under `/service/application` (and `/service/common` for the
 * calls every application shares) and, for browsers reaching it through the storefront origin, the same under
 * `/api`; the theme editor under `/editor/`.
 */
export function createPlatformApp(services: Services): Hono<AppEnv> {
  const checkCaller = authenticate(new ApplicationDirectory(services.db), services.config.maxClockSkewMs);
  const api = new Hono<AppEnv>();
  api.use('*', checkCaller);
  registerModules(api, services);
  answerUnknownRoutes(api);
  const common = new Hono<AppEnv>();
  common.use('*', checkCaller);
  registerCommon(registrar(common, services, undefined, COMMON_PREFIX), services);
  answerUnknownRoutes(common, COMMON_PREFIX);

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
  registerFileAddresses(app, services);
  registerOrderDocuments(app, services);
  registerLeadsPage(app, services);
  // The gateway signs its callbacks with the shop's webhook secret, not as an application's SDK would.
  registerPaymentWebhooks(app, services);
  registerStripeWebhooks(app, services);
  // The merchant's editor has its own session; the application API's signed-request check is not for it.
  registerEditor(app, services);
  app.route(API_PREFIX, api);
  app.route(`/api${API_PREFIX}`, api);
  app.route(COMMON_PREFIX, common);
  app.route(`/api${COMMON_PREFIX}`, common);
  // Outside the API too (the editor, /openapi.json), a path or method nothing serves is answered in JSON.
  app.notFound((c) =>
    c.json({ message: `Nothing is served at ${c.req.method} ${c.req.path}` }, 404, {
      [UNROUTED_HEADER]: 'true',
    }),
  );
  return app;
}
