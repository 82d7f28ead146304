import { serve } from '@hono/node-server';
import { startPlatform } from './platform';

/** Runs the platform API alone (the storefront then points PLATFORM_URL at it). */
const port = Number(process.env.PORT ?? 3001);
const platform = await startPlatform({ onSeedProgress: (line) => console.log(line) });
const server = serve({ fetch: platform.app.fetch, port }, () => {
  console.log(
    `Vitrine platform API on http://localhost:${port}/service/application (${platform.databaseKind})`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => platform.close().then(() => process.exit(0))));
}
