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
  /** The merchant's credential for the theme editor at /editor/ (VITRINE_EDITOR_TOKEN). */
  editorToken: string;
  /** Where the editor finds the storefront to preview (STOREFRONT_URL); '' is the editor's own origin. */
  storefrontUrl: string;
  /** The theme editor's built browser UI; unset is @vitrine/editor's dist/ (tests point it elsewhere). */
  editorDir?: string;
}

export const DEFAULT_APPLICATION_ID = '000000000000000000000001';
export const DEFAULT_APPLICATION_TOKEN = 'vitrine-demo-token';
export const DEFAULT_EDITOR_TOKEN = 'vitrine-editor-demo';

function storefrontUrl(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {}
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new Error(`STOREFRONT_URL must be an http(s) URL such as https://shop.example.com, not '${text}'`);
  }
  return url.href.replace(/\/+$/, '');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  return {
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    applicationId: env.VITRINE_APPLICATION_ID || DEFAULT_APPLICATION_ID,
    applicationToken: env.VITRINE_APPLICATION_TOKEN || DEFAULT_APPLICATION_TOKEN,
    maxClockSkewMs: 5 * 60 * 1000,
    production: env.NODE_ENV === 'production',
    editorToken: env.VITRINE_EDITOR_TOKEN || DEFAULT_EDITOR_TOKEN,
    storefrontUrl: storefrontUrl(env.STOREFRONT_URL),
  };
}
