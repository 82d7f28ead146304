import { serve } from '@hono/node-server';
import { createServer } from './app';
import { readyLines, type ShopSettings } from './shop-settings';

/** Serves the shop in this process until SIGINT or SIGTERM; `announce` prints the ready lines. */
export async function serveShop(settings: ShopSettings, announce: boolean): Promise<void> {
  const storefront = await createServer({
    applicationId: settings.applicationId,
    applicationToken: settings.applicationToken,
    platformUrl: settings.platformUrl,
    redisUrl: settings.redisUrl,
    editorOrigin: settings.editorOrigin,
    onSeedProgress: (line) => console.log(line),
  });
  const server = serve({ fetch: storefront.fetch, port: settings.port, hostname: settings.host }, (info) => {
    if (announce) for (const line of readyLines(settings, info.port)) console.log(line);
  });

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      if (announce) console.log(`${signal}: shutting down`);
      server.close(() => {
        storefront.close().then(
          () => process.exit(0),
          (error) => {
            console.error(error);
            process.exit(1);
          },
        );
      });
    });
  }
}
