import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv, Services } from '../../http/context';
import { HttpError, notFound } from '../../http/errors';
import { merchantAnalytics } from '../analytics/merchant-summary';
import { merchantFulfilment } from '../fulfilment/routes';
import { editorApi } from './api';
import { BuiltEditor, defaultEditorDir } from './built-files';
import { hasSession, requireSession } from './guards';
import { editorShell } from './html';
import { EditorSessions } from './session';
import { HTML_HEADERS, registerSignIn, signInResponse } from './sign-in';
import { applicationName } from './theme-sql';

/** Large enough for a page of 100 sections with custom HTML; anything bigger is refused before parsing. */
const MAX_BODY_BYTES = 1024 * 1024;

/** Built file names change with their content, so a browser may keep each one for a year. */
const BUILT_FILE_HEADERS = {
  'cache-control': 'private, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
};

const notBuilt = () =>
  new HttpError(503, 'The theme editor is not built: run npm run build (or npm run dev) and reload');

/**
 * The theme editor at /editor/: a sign-in form, the page the browser UI runs in, the UI's built files (from
 * @vitrine/editor) and its JSON API.
 * The merchant signs in with the editor token; the application API's signed requests open none of it.
 */
export function registerEditor(app: Hono<AppEnv>, services: Services): void {
  const { config, db, log } = services;
  const sessions = new EditorSessions(db, config.editorToken);
  const built = new BuiltEditor(config.editorDir ?? defaultEditorDir());

  app.use(
    '/editor/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: 'Request body is larger than 1 MB' }, 413),
    }),
  );

  app.get('/editor/', async (c) => {
    if (!(await hasSession(c, sessions))) return signInResponse(c, 200);
    const build = await built.current();
    if (!build) throw notBuilt();
    const name = (await applicationName(db, config.applicationId)) ?? 'Vitrine';
    return c.html(editorShell(name, config.storefrontUrl, build.entry), 200, {
      ...HTML_HEADERS,
      'content-security-policy': "frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
    });
  });
  registerSignIn(app, { sessions, limits: services.limits, log, trustProxy: config.trustProxy });

  app.get('/editor/assets/*', requireSession(sessions), async (c) => {
    const build = await built.current();
    if (!build) throw notBuilt();
    const name = c.req.path.slice('/editor/'.length);
    const file = await built.read(build, name);
    if (!file) throw notFound('No such file in the theme editor build; reload the editor');
    const type = getMimeType(name) ?? 'application/octet-stream';
    return c.body(new Uint8Array(file), 200, { ...BUILT_FILE_HEADERS, 'content-type': type });
  });

  app.route('/editor/api/analytics', merchantAnalytics(services, sessions));
  app.route('/editor/api/fulfilment', merchantFulfilment(services, sessions));
  app.route('/editor/api', editorApi(services, sessions));
  app.get('/editor', (c) => c.redirect('/editor/', 301));
}
