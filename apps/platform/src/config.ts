import path from 'node:path';
import { trustTest } from './http/request';

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
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-For names the client, as addresses and subnets (`10.0.0.5`,
   * `10.0.0.0/8`, `::1`, or `loopback`, `linklocal`, `uniquelocal`), comma-separated; unset trusts none. A list
   * rather than a hop count: it says exactly who may speak for a client, and stays right when the number of
   * hops differs (the shop in one process behind a balancer, or a storefront running apart in front of the
   * platform, which must list the storefront's address and those of the proxies in front of it).
   */
  trustProxy: string[];
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

function trustProxy(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    // ipaddr would read a bare number as an IPv4 address ('2' is 0.0.0.2): a hop count must not pass as one.
    const number = entries.find((entry) => /^\d+$/.test(entry));
    if (number) throw new Error(`'${number}' is not an address; TRUST_PROXY takes no hop count`);
    trustTest(entries);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must list addresses or subnets such as 10.0.0.0/8,::1 (${(error as Error).message})`,
    );
  }
  return entries;
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
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}
