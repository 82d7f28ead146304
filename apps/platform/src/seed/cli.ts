import { parseArgs } from 'node:util';
import { ensureImages } from '../assets/image-files';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { catalogueImagePaths } from './images';
import { defaultProductCount, seedAdditions, seedIfEmpty } from './index';
import { emptyShop } from './reset';

const usage = `Usage: npm run seed -- [--products 100000] [--reset] [--images]
  --products N  how many products to generate (default ${defaultProductCount()}, or VITRINE_SEED_PRODUCTS)
  --reset       empty every shop table first, then seed again
  --images      also draw every catalogue image width now instead of on first request`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      reset: { type: 'boolean', default: false },
      images: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const products = values.products === undefined ? undefined : Number(values.products);
  if (products !== undefined && (!Number.isInteger(products) || products < 0)) {
    throw new Error(`--products must be a whole number ≥ 0, got '${values.products}'\n${usage}`);
  }
  const config = readConfig();
  const handle = await openDatabase(config);
  const started = performance.now();
  try {
    await migrateToLatest(handle.db);
    if (values.reset) {
      console.log('Emptying the shop tables');
      await emptyShop(handle.db);
    }
    const seeded = await seedIfEmpty(handle.db, config, {
      products,
      onProgress: (line) => console.log(line),
    });
    if (!seeded)
      console.log(`Application ${config.applicationId} is already seeded; use --reset to seed again`);
    await seedAdditions(handle.db, config);
    if (values.images) ensureImages(config.dataDir, catalogueImagePaths(), (line) => console.log(line));
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s (${handle.kind})`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
