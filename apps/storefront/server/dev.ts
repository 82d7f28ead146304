import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { createServer } from './app';
import { proxyTo } from './proxy';
import { shopSettings } from './shop-settings';

/**
 * `npm run dev`'s storefront: React Router through Vite's dev server (modules compiled as they are asked for,
 * edits pushed to the browser), with the API, the editor and images handed to the platform process at
 * --platform-url, which scripts/dev.mjs restarts whenever its files change.
 */
const { values } = parseArgs({ options: { 'platform-url': { type: 'string' } } });
const platformUrl = values['platform-url'];
if (!platformUrl) {
  console.error('usage: tsx server/dev.ts --platform-url http://127.0.0.1:3001');
  process.exit(2);
}
let settings: ReturnType<typeof shopSettings>;
try {
  settings = shopSettings(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const storefrontDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = http.createServer();
const vite = await createViteServer({
  root: storefrontDir,
  configFile: path.join(storefrontDir, 'vite.config.ts'),
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server } },
});
// Handed over as this process's own platform (not as PLATFORM_URL), so the SDK and the editor's frame messages
// use the origin the browser sees, as they do when both apps run in one process.
const storefront = await createServer({
  applicationId: settings.applicationId,
  applicationToken: settings.applicationToken,
  platform: { app: { fetch: proxyTo(platformUrl) } },
  mode: 'development',
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
});
const handle = getRequestListener(storefront.fetch);
server.on('request', (req, res) => vite.middlewares(req, res, () => handle(req, res)));
server.listen(settings.port, () => {
  const shop = `http://localhost:${settings.port}`;
  console.log(`Vitrine (development) at ${shop}: edits to the storefront, kit and theme show at once`);
  console.log(`  platform API:  ${platformUrl}, restarted when its files change`);
  console.log(`  theme editor:  ${shop}/editor/, rebuilt when its files change (reload to see them)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    Promise.all([vite.close(), storefront.close()]).finally(() => process.exit(0));
  });
}
