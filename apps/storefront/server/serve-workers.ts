import { superviseWorkers } from '@vitrine/platform/serving';
import { readyLines, type ShopSettings } from './shop-settings';

/**
 * The primary of WEB_CONCURRENCY processes: migrates and seeds once, then forks workers that share the port,
 * restarts a worker that dies while serving, and passes SIGINT/SIGTERM on to all of them.
 */
export async function serveWorkers(settings: ShopSettings): Promise<void> {
  if (!settings.platformUrl) {
    const { prepareDatabase } = await import('@vitrine/platform');
    await prepareDatabase({ onSeedProgress: (line) => console.log(line) });
  }
  superviseWorkers({
    processes: settings.processes,
    name: 'shop',
    onListening: (port) => {
      for (const line of readyLines(settings, port)) console.log(line);
    },
  });
}
