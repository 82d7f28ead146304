import http from 'node:http';
import { serve } from '@hono/node-server';
import { drainOnSignals, shutdownGraceMs } from '@vitrine/platform/serving';
import { createServer } from './app';
import { readyLines, type ShopSettings } from './shop-settings';

/**
 * Serves the shop in this process until SIGINT or SIGTERM, then drains (requests in flight finish) and closes
 * what it holds; `announce` prints the ready lines.
 */
export async function serveShop(settings: ShopSettings, announce: boolean): Promise<void> {
  const graceMs = shutdownGraceMs();
  const storefront = await createServer({
    applicationId: settings.applicationId,
    applicationToken: settings.applicationToken,
    platformUrl: settings.platformUrl,
    redisUrl: settings.redisUrl,
    editorOrigin: settings.editorOrigin,
    trustProxy: settings.trustProxy,
    compression: settings.compression,
    pageCacheMb: settings.pageCacheMb,
    onSeedProgress: (line) => console.log(line),
  });
  // Fresh page-cache hits are answered on the socket; everything else goes through Hono.
  const socketFirst = ((options: http.ServerOptions, listener: http.RequestListener) =>
    http.createServer(options, (incoming, outgoing) => {
      if (!storefront.answerKept(incoming, outgoing)) listener(incoming, outgoing);
    })) as typeof http.createServer;
  const server = serve(
    { fetch: storefront.fetch, port: settings.port, hostname: settings.host, createServer: socketFirst },
    (info) => {
      if (announce) for (const line of readyLines(settings, info.port)) console.log(line);
    },
  );
  drainOnSignals(server, () => storefront.close(), { graceMs, say: announce ? console.log : undefined });
}
