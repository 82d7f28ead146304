import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { type PlatformConfig, readConfig } from './config';
import { prepareDatabase, startPlatform } from './platform';
import { drainOnSignals, processCount, shutdownGraceMs, superviseWorkers } from './serving';

/**
 * Runs the platform API alone (the storefront then points PLATFORM_URL at it), in one process or in
 * WEB_CONCURRENCY processes sharing the port.
 */
const port = Number(process.env.PORT ?? 3001);
let config: PlatformConfig;
let processes: number;
let graceMs: number;
try {
  config = readConfig();
  processes = processCount();
  graceMs = shutdownGraceMs();
  if (processes > 1 && !config.databaseUrl) {
    throw new Error(
      'WEB_CONCURRENCY above 1 needs DATABASE_URL (PostgreSQL): the embedded database serves one process',
    );
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const announce = (kind: string) => {
  console.log(`Vitrine platform API on http://${config.host}:${port}/service/application (${kind})`);
  if (config.editorTokenIsNew)
    console.log(`Theme editor token (made now, kept in DATA_DIR): ${config.editorToken}`);
};

if (processes > 1 && cluster.isPrimary) {
  // Migrated and seeded once here, so the workers do not all try at once.
  await prepareDatabase({ config, onSeedProgress: (line) => console.log(line) });
  superviseWorkers({
    processes,
    name: 'platform',
    onListening: () => announce(`postgres, ${processes} processes`),
  });
} else {
  const platform = await startPlatform({ config, onSeedProgress: (line) => console.log(line) });
  const server = serve({ fetch: platform.app.fetch, port, hostname: config.host }, () => {
    if (cluster.isPrimary) announce(platform.databaseKind);
  });
  drainOnSignals(server, () => platform.close(), {
    graceMs,
    say: cluster.isPrimary ? console.log : undefined,
  });
}
