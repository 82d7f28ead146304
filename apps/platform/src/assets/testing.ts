import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { DrawingPool } from './drawing-pool';
import { assetsDir } from './image-files';
import { type AssetOptions, registerAssets } from './route';

/** The asset route on a fresh data folder with a drawing pool of its own, so a test can count its drawings. */
export function assetShop(options: AssetOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-assets-'));
  const drawer = new DrawingPool(1);
  const app = new Hono();
  registerAssets(app, dataDir, { drawer, sharedCacheDir: null, ...options });
  return {
    dataDir,
    drawer,
    get: (url: string) => app.request(url),
    /** Files under DATA_DIR/assets with their sizes, by path below it. */
    files(): Map<string, number> {
      const root = assetsDir(dataDir);
      if (!fs.existsSync(root)) return new Map();
      const names = fs.readdirSync(root, { recursive: true, encoding: 'utf8' });
      return new Map(
        names
          .map((name) => [name.split(path.sep).join('/'), fs.statSync(path.join(root, name))] as const)
          .filter(([, stat]) => stat.isFile())
          .map(([name, stat]) => [name, stat.size]),
      );
    },
    async close() {
      await drawer.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
