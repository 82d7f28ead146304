import cluster from 'node:cluster';
import { serveShop } from './serve-shop';
import { serveWorkers } from './serve-workers';
import { shopSettings } from './shop-settings';

/**
 * Runs the shop: storefront plus (unless PLATFORM_URL is set) the platform API, in one process, or in
 * WEB_CONCURRENCY processes sharing the port.
 */
let settings: ReturnType<typeof shopSettings>;
try {
  settings = shopSettings(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (settings.processes > 1 && cluster.isPrimary) await serveWorkers(settings);
else await serveShop(settings, settings.processes === 1);
