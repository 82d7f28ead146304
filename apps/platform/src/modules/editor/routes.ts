import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv, Services } from '../../http/context';
import { HttpError } from '../../http/errors';
import { editorApi } from './api';
import { type BundledFile, EditorBundler } from './bundle';
import { hasSession, requireSession } from './guards';
import { editorShell } from './html';
import { EditorSessions } from './session';
import { HTML_HEADERS, registerSignIn, signInResponse } from './sign-in';
import { applicationName } from './theme-sql';

/** Large enough for a page of 100 sections with custom HTML; anything bigger is refused before parsing. */
const MAX_BODY_BYTES = 1024 * 1024;

/** Compression weakens the ETag on the way out, so a weak copy of ours matches too. */
function alreadyHas(c: Context, etag: string): boolean {
  const tags = (c.req.header('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes(etag) || tags.includes('*');
}

function serveFile(c: Context, file: BundledFile, contentType: string): Response {
  const headers = { etag: file.etag, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' };
  if (alreadyHas(c, file.etag)) return c.body(null, 304, headers);
  return c.body(file.text, 200, { ...headers, 'content-type': contentType });
}

/**
 * The theme editor at /editor/: a sign-in form, the page the browser UI runs in, its bundle and its JSON API.
 * The merchant signs in with the editor token; the application API's signed requests open none of it.
 */
export function registerEditor(app: Hono<AppEnv>, services: Services): void {
  const { config, db, log } = services;
  const sessions = new EditorSessions(db, config.editorToken);
  const bundler = new EditorBundler();

  app.use(
    '/editor/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: 'Request body is larger than 1 MB' }, 413),
    }),
  );

  app.get('/editor/', async (c) => {
    if (!(await hasSession(c, sessions))) return signInResponse(c, 200);
    const name = (await applicationName(db, config.applicationId)) ?? 'Vitrine';
    return c.html(editorShell(name, config.storefrontUrl), 200, {
      ...HTML_HEADERS,
      'content-security-policy': "frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
    });
  });
  registerSignIn(app, { sessions, limits: services.limits, log, trustProxy: config.trustProxy });

  const bundle = async () => {
    try {
      return await bundler.get();
    } catch (error) {
      log.error({ err: error }, 'theme editor bundle failed');
      throw new HttpError(503, 'The theme editor could not be built; see the server log');
    }
  };
  app.get('/editor/app.js', requireSession(sessions), async (c) =>
    serveFile(c, (await bundle()).js, 'text/javascript; charset=utf-8'),
  );
  app.get('/editor/app.css', requireSession(sessions), async (c) =>
    serveFile(c, (await bundle()).css, 'text/css; charset=utf-8'),
  );

  app.route('/editor/api', editorApi(services, sessions));
  app.get('/editor', (c) => c.redirect('/editor/', 301));
}
