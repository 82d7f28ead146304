import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { AppEnv } from '../../http/context';
import type { LimitRule, RateLimits } from '../../http/rate-limit';
import { clientAddress, requestProtocol } from '../../http/request';
import { refuseForeignOrigin } from './guards';
import { signInPage } from './html';
import { type EditorSessions, SESSION_COOKIE, SESSION_SECONDS } from './session';

export const HTML_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const SIGN_IN_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export function signInResponse(c: Context, status: 200 | 401 | 429, error?: string): Response {
  return c.html(signInPage(error), status, { ...HTML_HEADERS, 'content-security-policy': SIGN_IN_POLICY });
}

const SignInForm = z.object({ token: z.string().max(1000).catch('') });

async function submittedToken(c: Context): Promise<string> {
  const form = await c.req.parseBody().catch(() => ({}));
  return SignInForm.parse(form).token;
}

interface SignInDeps {
  sessions: EditorSessions;
  /** Shared by every process of the shop (database or Redis), so a guesser cannot spread attempts over them. */
  limits: RateLimits;
  log: Logger;
  /** TRUST_PROXY, to find the client's address behind the shop's proxies. */
  trustProxy: readonly string[];
}

/** Failed sign-ins per client address before it has to wait: one guesser does not lock the merchant out. */
const FAILED_SIGN_INS: LimitRule = { name: 'editor-sign-in', max: 5, windowMs: 60_000 };
/**
 * Failed sign-ins from everywhere together: guessers spread over many addresses (an IPv6 block holds millions)
 * still guess slowly. High enough that the merchant is kept out only during such an attack, for a minute.
 */
export const FAILED_SIGN_INS_EVERYWHERE: LimitRule = {
  name: 'editor-sign-in:all',
  max: 100,
  windowMs: 60_000,
};
const EVERYWHERE = 'all';

/** POST /editor/session signs the merchant in with the editor token; POST /editor/logout signs out. */
export function registerSignIn(app: Hono<AppEnv>, deps: SignInDeps): void {
  const { sessions, limits, log } = deps;
  app.post('/editor/session', async (c) => {
    refuseForeignOrigin(c);
    // Requests without a socket (none reach the editor in practice) share one bucket.
    const client = clientAddress(c, deps.trustProxy) ?? 'unknown';
    // Reserved before the token is compared, so parallel guesses cannot pass together.
    for (const [rule, key] of [
      [FAILED_SIGN_INS, client],
      [FAILED_SIGN_INS_EVERYWHERE, EVERYWHERE],
    ] as const) {
      const { allowed, waitMs } = await limits.reserve(rule, key);
      if (allowed) continue;
      if (rule === FAILED_SIGN_INS_EVERYWHERE) await limits.release(FAILED_SIGN_INS, client);
      log.info(
        { client, requestId: c.get('requestId'), limit: rule.name },
        'theme editor sign-in refused: too many attempts',
      );
      c.header('retry-after', String(Math.ceil(waitMs / 1000)));
      return signInResponse(c, 429, 'Too many attempts. Try again in a minute.');
    }
    if (!sessions.tokenMatches(await submittedToken(c))) {
      log.info({ client, requestId: c.get('requestId') }, 'theme editor sign-in refused: wrong token');
      return signInResponse(c, 401, 'That token is not right.');
    }
    await Promise.all([
      limits.reset(FAILED_SIGN_INS, client),
      limits.release(FAILED_SIGN_INS_EVERYWHERE, EVERYWHERE),
    ]);
    setCookie(c, SESSION_COOKIE, await sessions.open(), {
      httpOnly: true,
      sameSite: 'Strict',
      path: '/editor',
      secure: requestProtocol(c) === 'https',
      maxAge: SESSION_SECONDS,
    });
    return c.redirect('/editor/', 303);
  });

  app.post('/editor/logout', async (c) => {
    refuseForeignOrigin(c);
    await sessions.end(getCookie(c, SESSION_COOKIE));
    deleteCookie(c, SESSION_COOKIE, { path: '/editor', secure: requestProtocol(c) === 'https' });
    return c.redirect('/editor/', 303);
  });
}
