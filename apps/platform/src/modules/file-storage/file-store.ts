/**
 * Where uploaded files' bytes live: a folder under DATA_DIR by default, an S3-compatible bucket when configured.
 * Keys are made by the platform (`{namespace}/{24 hex}`), never taken from a caller.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or undefined when nothing is kept under the key. */
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9-]*\/[0-9a-f]{24}$/;

/** Refuses any key the platform would not have made: a guard against path tricks reaching the store. */
export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a stored file key: ${JSON.stringify(key)}`);
  return key;
}
