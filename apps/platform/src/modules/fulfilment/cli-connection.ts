import fs from 'node:fs';
import path from 'node:path';
import type { PlatformConfig } from '../../config';

/** One call to the fulfilment endpoints and its answer (JSON, or { message } for an error). */
export type Call = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: Record<string, unknown> }>;

export interface Connection {
  call: Call;
  /** Where the calls go, for the user: the shop's address, or its database. */
  where: string;
  close(): Promise<void>;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const API = '/editor/api/fulfilment';

/** Signs in as the merchant with the editor token, to call the fulfilment endpoints with that session. */
async function signedIn(
  fetcher: Fetch,
  baseUrl: string,
  token: string,
): Promise<{ call: Call; signOut: () => Promise<void> }> {
  const signIn = await fetcher(`${baseUrl}/editor/session`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((line) => line.startsWith('vitrine_editor='))
    ?.split(';')[0];
  if (signIn.status === 429) throw new Error('The shop refused the editor token too often: wait a minute');
  if (!cookie) {
    throw new Error(
      'The shop did not take the editor token: set VITRINE_EDITOR_TOKEN, or DATA_DIR to the shop’s data folder (its editor-token file)',
    );
  }
  const call: Call = async (method, pathname, body) => {
    const response = await fetcher(`${baseUrl}${API}${pathname}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, body: answer };
  };
  const signOut = async () => {
    await fetcher(`${baseUrl}/editor/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie },
    }).then(
      (response) => response.body?.cancel(),
      () => undefined,
    );
  };
  return { call, signOut };
}

/** Whether a shop answers at this address (any HTTP answer counts). */
async function answers(baseUrl: string): Promise<boolean> {
  try {
    await fetch(`${baseUrl}/editor/`, { redirect: 'manual', signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

/** The running shop, over HTTP, as the merchant. */
async function overHttp(baseUrl: string, token: string): Promise<Connection> {
  const { call, signOut } = await signedIn((url, init) => fetch(url, init), baseUrl, token);
  return { call, where: baseUrl, close: signOut };
}

/** The embedded database serves one process: open while its postmaster.pid is there. */
function embeddedDatabaseInUse(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'));
}

/** The shop's own platform in this process, on its database, called without a socket. */
async function inProcess(config: PlatformConfig): Promise<Connection> {
  if (!config.databaseUrl && embeddedDatabaseInUse(config.dataDir)) {
    throw new Error(
      [
        `The shop's embedded database in ${config.dataDir} is open in another process, and no shop answered.`,
        'The embedded database (PGlite) serves one process at a time: if the shop runs on another address, set',
        'VITRINE_URL to it (e.g. VITRINE_URL=http://127.0.0.1:4000 npm run fulfil -- list). If no shop is running,',
        `a stopped one left ${path.join(config.dataDir, 'pglite', 'postmaster.pid')} behind: start the shop once.`,
      ].join('\n'),
    );
  }
  process.env.LOG_LEVEL ??= 'warn';
  const { startPlatform } = await import('../../platform');
  const platform = await startPlatform({ config, seed: false });
  const origin = 'http://fulfilment.cli';
  try {
    const { call, signOut } = await signedIn(
      async (url, init) => platform.app.request(url, init),
      origin,
      config.editorToken,
    );
    return {
      call,
      where: config.databaseUrl
        ? 'the PostgreSQL database (DATABASE_URL)'
        : `the database in ${config.dataDir}`,
      close: async () => {
        await signOut();
        await platform.close();
      },
    };
  } catch (error) {
    await platform.close();
    throw error;
  }
}

/**
 * The running shop when one answers at `baseUrl` (the demo: `npm start` holds the embedded database, which one
 * process may open at a time), else the shop's database opened here.
 */
export async function connect(config: PlatformConfig, baseUrl: string): Promise<Connection> {
  if (await answers(baseUrl)) return overHttp(baseUrl, config.editorToken);
  return inProcess(config);
}
