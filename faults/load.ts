import { ApplicationClient, ApplicationConfig } from '@vitrine/sdk';

/** The client timeout: an answer later than this counts as a hang. */
const CLIENT_TIMEOUT_MS = 10_000;

/** How one request ended, as the load saw it. */
export type Outcome = 'ok' | '503' | '5xx' | '4xx' | 'limited' | 'timeout' | 'reset';

export interface Sample {
  at: number;
  kind: 'page' | 'sign-in' | 'profile';
  outcome: Outcome;
  detail: string;
}

function outcomeOfStatus(status: number): Outcome {
  if (status < 400) return 'ok';
  if (status === 503) return '503';
  if (status === 429) return 'limited';
  return status >= 500 ? '5xx' : '4xx';
}

/** An SDK failure: its HTTP status, or the request error code when no answer came. */
function outcomeOfError(error: unknown): { outcome: Outcome; detail: string } {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'number') return { outcome: outcomeOfStatus(code), detail: String(code) };
  if (code === 'ECONNABORTED') return { outcome: 'timeout', detail: String(code) };
  return { outcome: 'reset', detail: `${code}: ${(error as Error).message}` };
}

interface Target {
  shopUrl: string;
  platformUrl: string;
  applicationId: string;
  applicationToken: string;
  pages: string[];
}

const SHOPPER = { username: 'asha@vitrine.test', password: 'Shopper#2024' };

function client(target: Target, cookie?: string) {
  return new ApplicationClient(
    new ApplicationConfig({
      applicationID: target.applicationId,
      applicationToken: target.applicationToken,
      domain: target.platformUrl,
      cookie,
      timeout: CLIENT_TIMEOUT_MS,
    }),
  );
}

export async function signIn(target: Target): Promise<string> {
  const [, headers] = await client(target).user.loginWithEmailAndPassword(
    { body: SHOPPER },
    { responseHeaders: true },
  );
  const line = [headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('f.session='));
  if (!line) throw new Error('sign-in set no session cookie');
  return line.split(';')[0];
}

/**
 * Steady load until stopped: shoppers browsing pages through the shop, signing in, and one shopper editing her
 * first name with a counter (one write at a time, so the database must end with the last acknowledged one or a
 * later attempt whose answer was lost).
 */
export function steadyLoad(target: Target, cookie: string) {
  const samples: Sample[] = [];
  let running = true;
  let written = 0;
  let lastAcknowledged = 0;
  const record = (kind: Sample['kind'], outcome: Outcome, detail: string) =>
    samples.push({ at: Date.now(), kind, outcome, detail });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const browse = async (offset: number) => {
    for (let i = offset; running; i++) {
      const page = target.pages[i % target.pages.length];
      try {
        const response = await fetch(`${target.shopUrl}${page}`, {
          signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
        });
        const body = await response.text();
        const outcome = outcomeOfStatus(response.status);
        record(
          'page',
          outcome,
          `${response.status} ${page}${/\bat .+:\d+:\d+/.test(body) ? ' (stack!)' : ''}`,
        );
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        record('page', timedOut ? 'timeout' : 'reset', `${page}: ${(error as Error).message}`);
      }
      await pause(50);
    }
  };
  const signIns = async () => {
    while (running) {
      try {
        await signIn(target);
        record('sign-in', 'ok', '200');
      } catch (error) {
        const { outcome, detail } = outcomeOfError(error);
        record('sign-in', outcome, detail);
      }
      await pause(1_000);
    }
  };
  const profileEdits = async () => {
    const shopper = client(target, cookie);
    while (running) {
      const n = ++written;
      try {
        await shopper.user.updateProfile({ body: { first_name: `Asha ${n}` } });
        lastAcknowledged = n;
        record('profile', 'ok', String(n));
      } catch (error) {
        const { outcome, detail } = outcomeOfError(error);
        record('profile', outcome, detail);
      }
      await pause(100);
    }
  };
  const loops = [browse(0), browse(1), browse(2), signIns(), profileEdits()];
  return {
    samples,
    get written() {
      return written;
    },
    get lastAcknowledged() {
      return lastAcknowledged;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
