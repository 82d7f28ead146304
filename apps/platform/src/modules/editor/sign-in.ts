import type { Context, Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { AppEnv } from '../../http/context';
import type { LimitRule, RateLimits } from '../../http/rate-limit';
import { requestProtocol, socketAddress } from '../../http/request';
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
  /** Shared by every process of the shop when REDIS_URL is set, so a guesser cannot spread attempts over them. */
  limits: RateLimits;
  log: Logger;
}

/** Failed sign-ins per client address before it has to wait. */
const FAILED_SIGN_INS: LimitRule = { name: 'editor-sign-in', max: 5, windowMs: 60_000 };

/** POST /editor/session signs the merchant in with the editor token; POST /editor/logout signs out. */
export function registerSignIn(app: Hono<AppEnv>, { sessions, limits, log }: SignInDeps): void {
  app.post('/editor/session', async (c) => {
    refuseForeignOrigin(c);
    // Requests without a socket (none reach the editor in practice) share one bucket.
    const client = socketAddress(c) ?? 'unknown';
    const wait = await limits.waitFor(FAILED_SIGN_INS, client);
    if (wait > 0) {
      c.header('retry-after', String(Math.ceil(wait / 1000)));
      return signInResponse(c, 429, 'Too many attempts. Try again in a minute.');
    }
    if (!sessions.tokenMatches(await submittedToken(c))) {
      await limits.hit(FAILED_SIGN_INS, client);
      log.warn({ client, requestId: c.get('requestId') }, 'theme editor sign-in refused');
      return signInResponse(c, 401, 'That token is not right.');
    }
    await limits.reset(FAILED_SIGN_INS, client);
    setCookie(c, SESSION_COOKIE, sessions.issue(), {
      httpOnly: true,
      sameSite: 'Strict',
      path: '/editor',
      secure: requestProtocol(c) === 'https',
      maxAge: SESSION_SECONDS,
    });
    return c.redirect('/editor/', 303);
  });

  app.post('/editor/logout', (c) => {
    refuseForeignOrigin(c);
    deleteCookie(c, SESSION_COOKIE, { path: '/editor', secure: requestProtocol(c) === 'https' });
    return c.redirect('/editor/', 303);
  });
}
