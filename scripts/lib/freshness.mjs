import fs from 'node:fs';
import path from 'node:path';

const SKIPPED_DIRS = new Set(['node_modules', 'build', 'dist', '.react-router', 'data', 'coverage', '.git']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Modification time in ms, or undefined when the path does not exist. */
function mtimeOf(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Newest modification time of the source files under the given folders (tests and build output ignored). */
function newestSourceTime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path.join(dir, entry.name));
      } else if (entry.isFile() && !TEST_FILE.test(entry.name)) {
        newest = Math.max(newest, mtimeOf(path.join(dir, entry.name)) ?? 0);
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return newest;
}

/** True when dependencies must be installed: none yet, or the lockfile changed since the last install. */
export function installIsStale(root) {
  const installed = mtimeOf(path.join(root, 'node_modules', '.package-lock.json'));
  if (installed === undefined) return true;
  const lock = mtimeOf(path.join(root, 'package-lock.json'));
  const manifest = mtimeOf(path.join(root, 'package.json'));
  return (lock ?? manifest ?? 0) > installed;
}

/** True when the build output is missing or older than any of its sources. */
export function buildIsStale(outputFile, sourceDirs) {
  const built = mtimeOf(outputFile);
  if (built === undefined) return true;
  return newestSourceTime(sourceDirs) > built;
}
