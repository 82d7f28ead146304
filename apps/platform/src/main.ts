import { serve } from '@hono/node-server';
import { readConfig } from './config';
import { startPlatform } from './platform';

/** Runs the platform API alone (the storefront then points PLATFORM_URL at it). */
const port = Number(process.env.PORT ?? 3001);
let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const platform = await startPlatform({ config, onSeedProgress: (line) => console.log(line) });
const server = serve({ fetch: platform.app.fetch, port, hostname: config.host }, () => {
  console.log(
    `Vitrine platform API on http://${config.host}:${port}/service/application (${platform.databaseKind})`,
  );
  if (config.editorTokenIsNew)
    console.log(`Theme editor token (made now, kept in DATA_DIR): ${config.editorToken}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => platform.close().then(() => process.exit(0))));
}
