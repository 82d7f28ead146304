import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { forbidden, unauthorized } from '../../http/errors';
import { ownOrigin } from '../../http/request';
import { type EditorSessions, SESSION_COOKIE } from './session';

export const hasSession = (c: Context, sessions: EditorSessions) =>
  sessions.isOpen(getCookie(c, SESSION_COOKIE));

/** Everything but the sign-in form needs the editor session; the application token opens nothing here. */
export function requireSession(sessions: EditorSessions): MiddlewareHandler {
  return async (c, next) => {
    if (!(await hasSession(c, sessions))) throw unauthorized('Sign in to the theme editor first');
    await next();
  };
}

/** A cross-site page cannot forge these: a form cannot send JSON, and browsers tell us where a request came from. */
export function sameOriginJson(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/json')
        throw forbidden('Send changes as JSON (content-type: application/json)');
      refuseForeignOrigin(c);
    }
    await next();
  };
}

export function refuseForeignOrigin(c: Context): void {
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== ownOrigin(c)) {
    throw forbidden('The theme editor only accepts changes from its own pages');
  }
}
