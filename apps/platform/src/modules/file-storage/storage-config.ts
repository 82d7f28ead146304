import path from 'node:path';
import { diskFileStore } from './disk-store';
import type { FileStore } from './file-store';
import { type S3Settings, s3FileStore } from './s3-store';

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The S3-compatible bucket the environment names (S3_BUCKET with S3_ENDPOINT, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY and S3_REGION, default us-east-1), or undefined for files under DATA_DIR.
 */
export function readS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  const missing = S3_VARIABLES.filter((name) => !env[name]);
  if (missing.length) throw new Error(`S3_BUCKET is set but ${missing.join(', ')} is not`);
  return {
    endpoint: env.S3_ENDPOINT as string,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
  };
}

/** Uploaded files go to the bucket when one is configured, otherwise to DATA_DIR/uploads. */
export function fileStoreFor(config: { dataDir: string; s3?: S3Settings }): FileStore {
  return config.s3 ? s3FileStore(config.s3) : diskFileStore(path.join(config.dataDir, 'uploads'));
}
