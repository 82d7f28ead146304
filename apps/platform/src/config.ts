import path from 'node:path';

/** Runtime settings from the environment, with the documented defaults. */
export interface PlatformConfig {
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  applicationId: string;
  applicationToken: string;
  /** Largest clock difference accepted on x-fp-date. */
  maxClockSkewMs: number;
  production: boolean;
}

export const DEFAULT_APPLICATION_ID = '000000000000000000000001';
export const DEFAULT_APPLICATION_TOKEN = 'vitrine-demo-token';

export function readConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  return {
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    applicationId: env.VITRINE_APPLICATION_ID || DEFAULT_APPLICATION_ID,
    applicationToken: env.VITRINE_APPLICATION_TOKEN || DEFAULT_APPLICATION_TOKEN,
    maxClockSkewMs: 5 * 60 * 1000,
    production: env.NODE_ENV === 'production',
  };
}
