import fs from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, type FileStore } from './file-store';

/** Files in a folder (DATA_DIR/uploads by default), one file per key. */
export function diskFileStore(folder: string): FileStore {
  const pathOf = (key: string) => path.join(folder, ...checkedKey(key).split('/'));
  return {
    async put(key, bytes) {
      const file = pathOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await fs.writeFile(partial, bytes, { mode: 0o600 });
      await fs.rename(partial, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
  };
}
