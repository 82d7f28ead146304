import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { ChangeFeed, ChangeTopic } from '@vitrine/platform/change-feed';
import { compression } from '@vitrine/platform/compression';
import { inProcessFetch } from '@vitrine/platform/in-process';
import { dropUntrustedForwarding } from '@vitrine/platform/request';
import { ApplicationClient, ApplicationConfig } from '@vitrine/sdk';
import { Hono } from 'hono';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { ORDER_STATUS_PATH } from '../app/checkout/flow';
import { requestMemo, sharedMemo } from '../app/load-context';
import { paymentLinkPath, RETURNED_PARAM } from '../app/payment-link/payment-link-paths';
import { preferencesOfRequest } from '../app/settings/preferences.server';
import { campaignCookies } from '../app/shell/campaign';
import { previewCookies } from '../app/shell/theme-preview.server';
import { clientFileCaching, precompressedFiles } from './compression';
import { consoleOutageLog, registerShopHealth, requestIds } from './health';
import { DEFAULT_PAGE_CACHE_MB, PageCache } from './page-cache';
import { themeStamp } from './page-cache-key';
import { guardPageRequests, pageSecurityHeaders, pagesAtBrowsedAddress } from './page-edge';
import { keptPageAnswers } from './page-hits';
import { proxyTo } from './proxy';
import { onShoppersBehalf } from './shopper-address';

const storefrontDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUILD_DIR = path.join(storefrontDir, 'build');

type PlatformFetch = (request: Request, env?: unknown) => Response | Promise<Response>;

export interface ServerOptions {
  applicationId: string;
  applicationToken: string;
  /** The platform API's origin when it runs apart; unset runs it in this process. */
  platformUrl?: string;
  /**
   * Redis the platform announces merchant changes on (REDIS_URL). A storefront running apart listens there and
   * drops its shared theme values at once; without it they refresh within SHARED_TTL_MS.
   */
  redisUrl?: string;
  /** Most megabytes of pages kept for visitors who are not signed in (PAGE_CACHE_MB); 0 turns it off. */
  pageCacheMb?: number;
  /** An already started platform to use in-process (tests); otherwise one is started here unless platformUrl is set. */
  platform?: { app: { fetch: PlatformFetch }; services?: { changes: ChangeFeed } };
  /** Seeding progress of the platform started here. */
  onSeedProgress?: (line: string) => void;
  mode?: 'production' | 'development';
  /**
   * The theme editor's origin (EDITOR_ORIGIN). Unset: the platform's origin, which is this shop's own when the
   * platform runs in this process.
   */
  editorOrigin?: string;
  /** TRUST_PROXY: the proxies whose X-Forwarded-Proto and -Host are believed; from anyone else they are dropped. */
  trustProxy?: string[];
  /**
   * COMPRESSION: brotli or gzip by Accept-Encoding for pages and other text (default on); off when a proxy in
   * front compresses. API answers follow the platform's own setting.
   */
  compression?: boolean;
  /** The React Router server build, or how to load it per request (Vite's dev server); defaults to build/server/index.js. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
}

export interface StorefrontServer {
  /** `env`: @hono/node-server's bindings, whose socket gives the shopper's address to the platform. */
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  app: Hono;
  /**
   * Answers a fresh page-cache hit straight on the socket, as `fetch` would (true), or leaves the request to
   * `fetch` untouched (false). The HTTP server asks it first.
   */
  answerKept(incoming: IncomingMessage, outgoing: ServerResponse): boolean;
  close(): Promise<void>;
}

const API_PATHS = [
  '/service/application/*',
  '/api/service/application/*',
  '/service/common/*',
  '/api/service/common/*',
  // A payment gateway's server-to-server callbacks.
  '/service/webhooks/*',
  '/assets/*',
  '/files/*',
  '/editor',
  '/editor/*',
  '/openapi.json',
  '/_dev/outbox',
];

/**
 * The storefront's HTTP server: the platform API (in-process, or proxied to PLATFORM_URL), then the built client
 * files, then React Router rendering every other path.
 */
export async function createServer(options: ServerOptions): Promise<StorefrontServer> {
  const mode = options.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  // Requests forwarded to an in-process platform keep the server's bindings (the client's socket address).
  let forward: PlatformFetch;
  // The SDK's calls: the platform's in-process fetch, which trusts them unsigned; apart, the same proxy.
  let callPlatform: PlatformFetch;
  let closeServices = async () => {};
  // Shop-wide values (theme, menus) the storefront keeps a few seconds: a merchant's save drops them at once.
  const shared = sharedMemo();
  // Off while developing: an edit to a route or the theme must show on the next reload.
  const pageCacheMb = options.pageCacheMb ?? (mode === 'production' ? DEFAULT_PAGE_CACHE_MB : 0);
  const pages = new PageCache({ megabytes: pageCacheMb, compress: options.compression ?? true });
  // What a change makes stale here: a theme save the shared theme values and every page, a catalogue change
  // every page (listings, product pages and the home page's product sections alike).
  const forget = (topic: ChangeTopic) => {
    if (topic === 'theme') shared.clear();
    pages.clear();
  };
  let unsubscribe = () => {};
  let apiDomain: string | undefined;
  let redisReachable: (() => Promise<boolean>) | undefined;
  if (options.platformUrl) {
    forward = proxyTo(options.platformUrl);
    callPlatform = forward;
    apiDomain = options.platformUrl.replace(/\/+$/, '');
    if (options.redisUrl) {
      const { redisChangeFeed } = await import('@vitrine/platform/change-feed');
      const feed = await redisChangeFeed(options.redisUrl, undefined, consoleOutageLog).catch(
        (error: Error) => {
          throw new Error(`Could not reach Redis at REDIS_URL: ${error.message}`);
        },
      );
      unsubscribe = feed.subscribe(forget);
      closeServices = () => feed.close();
      redisReachable = () => feed.reachable();
    }
  } else if (options.platform) {
    const platformApp = options.platform.app;
    forward = (request, env) => platformApp.fetch(request, env);
    callPlatform = inProcessFetch(platformApp);
    unsubscribe = options.platform.services?.changes.subscribe(forget) ?? unsubscribe;
  } else {
    const { startPlatform } = await import('@vitrine/platform');
    const platform = await startPlatform({ onSeedProgress: options.onSeedProgress });
    forward = (request, env) => platform.app.fetch(request, env);
    callPlatform = inProcessFetch(platform.app);
    unsubscribe = platform.services.changes.subscribe(forget);
    closeServices = () => platform.close();
  }

  const build =
    options.build ??
    ((await import(pathToFileURL(path.join(BUILD_DIR, 'server', 'index.js')).href)) as ServerBuild);
  const render = createRequestHandler(build, mode);
  const publicSdk = { applicationID: options.applicationId, applicationToken: options.applicationToken };
  const app = new Hono();
  app.use('*', requestIds());
  app.use('*', compression({ enabled: options.compression ?? true }));
  app.use('*', dropUntrustedForwarding(options.trustProxy ?? []));
  registerShopHealth(app, { forward, redisReachable });
  for (const pattern of API_PATHS) app.all(pattern, (c) => forward(c.req.raw, c.env));

  const clientDir = path.relative(process.cwd(), path.join(BUILD_DIR, 'client'));
  const underPublic = (p: string) => p.replace(/^\/public/, '');
  app.use('/public/*', precompressedFiles(clientDir, underPublic));
  app.use(
    '/public/*',
    serveStatic({
      root: clientDir,
      rewriteRequestPath: underPublic,
      onFound: (file, c) => {
        c.header('Cache-Control', clientFileCaching(file));
      },
    }),
  );

  const editorOriginFor = (url: URL) =>
    options.editorOrigin ?? (apiDomain ? new URL(apiDomain).origin : url.origin);
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    const headers = pageSecurityHeaders(c.req.raw, editorOriginFor(new URL(c.req.url)));
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  });
  app.use('*', pagesAtBrowsedAddress());
  // Spec §9: the payment callback path. The gateway posts the shopper back from its own site; the post proves
  // nothing (the platform asks the gateway itself), so it is only turned into the page's GET, body unread.
  app.post(ORDER_STATUS_PATH, (c) => c.redirect(`${ORDER_STATUS_PATH}${new URL(c.req.url).search}`, 303));
  // The same for a payment link's page; coming back counts as the page's first check of the payment.
  app.on(['GET', 'POST'], '/payment/link/:id/return', (c) =>
    c.redirect(`${paymentLinkPath(encodeURIComponent(c.req.param('id')))}?${RETURNED_PARAM}=1`, 303),
  );
  app.use('*', guardPageRequests());

  app.all('*', async (c) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    // In one process the client is handed the platform's in-process fetch: no socket, no signing; apart, the
    // proxy. Either way the call carries the shopper's connection, so the platform's per-address sign-in limits
    // see the shopper, not the storefront.
    const contextFor = (page: Request): AppLoadContext => {
      let sdk: ApplicationClient | undefined;
      const client = () =>
        new ApplicationClient(
          new ApplicationConfig({
            applicationID: options.applicationId,
            applicationToken: options.applicationToken,
            domain: apiDomain ?? url.origin,
            cookie: page.headers.get('cookie') ?? undefined,
            currencyCode: preferencesOfRequest(page).currency,
            fetch: (platformRequest) => callPlatform(onShoppersBehalf(platformRequest, request), c.env),
            inProcess: !apiDomain,
          }),
        );
      // Made on first use: a kept page answered from the shared theme value needs no client at all.
      return {
        get sdk() {
          sdk ??= client();
          return sdk;
        },
        publicSdk: { ...publicSdk, currencyCode: preferencesOfRequest(page).currency },
        once: requestMemo(),
        shared,
        editorOrigin: editorOriginFor(url),
      };
    };
    const response = await pages.serve(request, {
      render: (page) => render(page, contextFor(page)),
      themeStamp: (page) => themeStamp(contextFor(page), page),
    });
    const cookies = [...campaignCookies(url), ...previewCookies(url)];
    // A page is 503 only when the platform was away (pageError): worth retrying shortly, as the API says.
    const retry = response.status === 503 && !response.headers.has('retry-after');
    if (cookies.length === 0 && !retry) return response;
    const headers = new Headers(response.headers);
    if (retry) headers.set('retry-after', '5');
    // A page that sets a cookie is this visitor's own: no proxy in front may keep it.
    if (cookies.length > 0) headers.set('cache-control', 'private, no-store');
    for (const cookie of cookies) headers.append('Set-Cookie', cookie);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });

  return {
    app,
    fetch: (request, env) => app.fetch(request, env),
    answerKept: keptPageAnswers({
      pages,
      compression: options.compression ?? true,
      trustProxy: options.trustProxy ?? [],
      editorOriginFor,
    }),
    close: async () => {
      unsubscribe();
      await closeServices();
    },
  };
}
