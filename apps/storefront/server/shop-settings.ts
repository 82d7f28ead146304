import path from 'node:path';
import { DEFAULT_APPLICATION_ID, DEFAULT_APPLICATION_TOKEN } from '@vitrine/contract';
import {
  DEFAULT_HOST,
  EDITOR_TOKEN_FILE,
  editorToken,
  parseCompression,
  parseTrustProxy,
} from '@vitrine/platform/config';

/** How the shop process is started, from environment variables (README: Environment variables). */
export interface ShopSettings {
  port: number;
  /** The interface to listen on (HOST): this machine only unless set. */
  host: string;
  platformUrl?: string;
  databaseUrl?: string;
  /** Redis (REDIS_URL): a storefront running apart hears the platform's theme saves there. */
  redisUrl?: string;
  applicationId: string;
  applicationToken: string;
  /** Processes serving the port (WEB_CONCURRENCY): more than one needs PostgreSQL or a separate platform. */
  processes: number;
  /**
   * How the start banner tells the merchant the theme editor's token when the platform runs here: the token
   * itself on the start that made it, otherwise where it is kept (never a token set in the environment).
   */
  editorTokenNote?: string;
  /** The theme editor's origin (EDITOR_ORIGIN): the only sender whose preview messages the storefront obeys. */
  editorOrigin?: string;
  /** TRUST_PROXY: the proxies whose X-Forwarded-* headers are believed. */
  trustProxy: string[];
  /** COMPRESSION: off when a proxy in front compresses. */
  compression: boolean;
  /** PAGE_CACHE_MB: megabytes of pages kept for visitors who are not signed in; 0 turns the cache off. */
  pageCacheMb?: number;
}

function pageCacheMb(value: string | undefined): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!/^\d{1,5}$/.test(text)) {
    throw new Error(
      `PAGE_CACHE_MB must be a whole number of megabytes (0 turns the page cache off), not '${value}'`,
    );
  }
  return Number(text);
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let origin: string | undefined;
  try {
    origin = new URL(value).origin;
  } catch {
    origin = undefined;
  }
  if (!origin || origin === 'null' || origin !== value.replace(/\/+$/, '')) {
    throw new Error(`EDITOR_ORIGIN must be an origin such as https://editor.example.com, not '${value}'`);
  }
  return origin;
}

/** Made here, before the platform starts, so the start that made the token is the one that prints it. */
function editorTokenNote(env: NodeJS.ProcessEnv): string {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const { token, isNew } = editorToken(env, dataDir);
  if (isNew) return `${token} (made now, kept in ${path.join(dataDir, EDITOR_TOKEN_FILE)})`;
  return env.VITRINE_EDITOR_TOKEN?.trim()
    ? 'set by VITRINE_EDITOR_TOKEN'
    : `in ${path.join(dataDir, EDITOR_TOKEN_FILE)}`;
}

export function shopSettings(env: NodeJS.ProcessEnv): ShopSettings {
  const processes = (env.WEB_CONCURRENCY ?? '').trim() || '1';
  if (!/^\d{1,2}$/.test(processes) || Number(processes) < 1) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 99, not '${env.WEB_CONCURRENCY}'`);
  }
  const platformUrl = env.PLATFORM_URL || undefined;
  const settings: ShopSettings = {
    port: Number(env.PORT ?? 3000),
    host: env.HOST?.trim() || DEFAULT_HOST,
    platformUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    applicationId: env.VITRINE_APPLICATION_ID || DEFAULT_APPLICATION_ID,
    applicationToken: env.VITRINE_APPLICATION_TOKEN || DEFAULT_APPLICATION_TOKEN,
    processes: Number(processes),
    editorOrigin: originOf(env.EDITOR_ORIGIN),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    compression: parseCompression(env.COMPRESSION),
    pageCacheMb: pageCacheMb(env.PAGE_CACHE_MB),
  };
  if (settings.processes > 1 && !settings.databaseUrl && !settings.platformUrl) {
    throw new Error(
      'WEB_CONCURRENCY above 1 needs DATABASE_URL (PostgreSQL) or PLATFORM_URL: the embedded database serves one process',
    );
  }
  // Last, so a start refused for another reason leaves no token behind.
  if (!platformUrl) settings.editorTokenNote = editorTokenNote(env);
  return settings;
}

/** The address to open: loopback and every-interface binds are reached as localhost. */
function shopAddress(settings: ShopSettings, port: number): string {
  const local = ['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::'].includes(settings.host);
  const host = local ? 'localhost' : settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  return `http://${host}:${port}`;
}

/** What the shop prints once it listens. */
export function readyLines(settings: ShopSettings, port: number): string[] {
  const address = shopAddress(settings, port);
  return [
    `Vitrine is running at ${address}`,
    `  application id:    ${settings.applicationId}`,
    `  application token: ${settings.applicationToken}`,
    settings.platformUrl
      ? `  platform API:      ${settings.platformUrl}`
      : '  platform API:      in this process',
    ...(settings.editorTokenNote
      ? [`  theme editor:      ${address}/editor/ (token: ${settings.editorTokenNote})`]
      : []),
    ...(settings.processes > 1 ? [`  processes:         ${settings.processes}`] : []),
  ];
}
