import { DEFAULT_APPLICATION_ID, DEFAULT_APPLICATION_TOKEN, DEFAULT_EDITOR_TOKEN } from '@vitrine/contract';

/** How the shop process is started, from environment variables (README: Environment variables). */
export interface ShopSettings {
  port: number;
  platformUrl?: string;
  databaseUrl?: string;
  /** Redis (REDIS_URL): a storefront running apart hears the platform's theme saves there. */
  redisUrl?: string;
  applicationId: string;
  applicationToken: string;
  /** Processes serving the port (WEB_CONCURRENCY): more than one needs PostgreSQL or a separate platform. */
  processes: number;
  /** The theme editor's sign-in token (VITRINE_EDITOR_TOKEN), for the start banner. */
  editorToken: string;
  /** The theme editor's origin (EDITOR_ORIGIN): the only sender whose preview messages the storefront obeys. */
  editorOrigin?: string;
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

export function shopSettings(env: NodeJS.ProcessEnv): ShopSettings {
  const processes = (env.WEB_CONCURRENCY ?? '').trim() || '1';
  if (!/^\d{1,2}$/.test(processes) || Number(processes) < 1) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 99, not '${env.WEB_CONCURRENCY}'`);
  }
  const settings: ShopSettings = {
    port: Number(env.PORT ?? 3000),
    platformUrl: env.PLATFORM_URL || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    applicationId: env.VITRINE_APPLICATION_ID || DEFAULT_APPLICATION_ID,
    applicationToken: env.VITRINE_APPLICATION_TOKEN || DEFAULT_APPLICATION_TOKEN,
    processes: Number(processes),
    editorToken: env.VITRINE_EDITOR_TOKEN || DEFAULT_EDITOR_TOKEN,
    editorOrigin: originOf(env.EDITOR_ORIGIN),
  };
  if (settings.processes > 1 && !settings.databaseUrl && !settings.platformUrl) {
    throw new Error(
      'WEB_CONCURRENCY above 1 needs DATABASE_URL (PostgreSQL) or PLATFORM_URL: the embedded database serves one process',
    );
  }
  return settings;
}

/** Only the documented demo token is ever printed; a token of the merchant's own stays out of the logs. */
function editorLine(settings: ShopSettings, port: number): string {
  const token =
    settings.editorToken === DEFAULT_EDITOR_TOKEN ? settings.editorToken : 'set by VITRINE_EDITOR_TOKEN';
  return `  theme editor:      http://localhost:${port}/editor/ (token: ${token})`;
}

/** What the shop prints once it listens. */
export function readyLines(settings: ShopSettings, port: number): string[] {
  return [
    `Vitrine is running at http://localhost:${port}`,
    `  application id:    ${settings.applicationId}`,
    `  application token: ${settings.applicationToken}`,
    settings.platformUrl
      ? `  platform API:      ${settings.platformUrl}`
      : '  platform API:      in this process',
    ...(settings.platformUrl ? [] : [editorLine(settings, port)]),
    ...(settings.processes > 1 ? [`  processes:         ${settings.processes}`] : []),
  ];
}
