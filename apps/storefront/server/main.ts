import { serve } from '@hono/node-server';
// The platform package exports no config entry; the demo credentials' defaults live in its config module.
import { DEFAULT_APPLICATION_ID, DEFAULT_APPLICATION_TOKEN } from '../../platform/src/config';
import { createServer } from './app';

/** Runs the shop: storefront plus (unless PLATFORM_URL is set) the platform API, in one process. */
const port = Number(process.env.PORT ?? 3000);
const platformUrl = process.env.PLATFORM_URL || undefined;
const applicationId = process.env.VITRINE_APPLICATION_ID || DEFAULT_APPLICATION_ID;
const applicationToken = process.env.VITRINE_APPLICATION_TOKEN || DEFAULT_APPLICATION_TOKEN;

const storefront = await createServer({
  applicationId,
  applicationToken,
  platformUrl,
  onSeedProgress: (line) => console.log(line),
});

const server = serve({ fetch: storefront.fetch, port }, (info) => {
  console.log(`Vitrine is running at http://localhost:${info.port}`);
  console.log(`  application id:    ${applicationId}`);
  console.log(`  application token: ${applicationToken}`);
  console.log(platformUrl ? `  platform API:      ${platformUrl}` : '  platform API:      in this process');
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
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
