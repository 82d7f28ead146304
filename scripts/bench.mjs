// `npm run bench`: install and build when needed, then run the benchmark (bench/run.ts) with the repo's tsx.
// BENCH_PRODUCTS (100000), BENCH_SECONDS (10), DATABASE_URL (unset → embedded PGlite).
import { ensureBuilt, ensureInstalled, run } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();
process.exit(run(process.execPath, ['--import', 'tsx', 'bench/run.ts']));
