import { EditorSections } from '@vitrine/contract/editor-protocol';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { checkJsonDepth } from '../../http/body';
import type { AppEnv, Services } from '../../http/context';
import { rejectControlCharacters } from '../../http/control-characters';
import { badRequest, notFound } from '../../http/errors';
import { parseOrThrow } from '../../http/route';
import { PICKER_KINDS, pickerChoices } from './choices';
import { GlobalsUpdate, readGlobals, writeGlobals } from './globals';
import { requireSession, sameOriginJson } from './guards';
import { checkPageSections } from './page-sections';
import type { EditorSessions } from './session';
import { availableSections, globalSchema } from './theme-schema';
import {
  appliedThemeRow,
  pageSummaries,
  pageWithSections,
  savePageSections,
  updateThemeData,
} from './theme-sql';

const PageParams = z.object({
  value: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w-]+$/, 'page value must be letters, digits, hyphens or underscores'),
});
const PageBody = z.object({ sections: EditorSections });
const ChoicesParams = z.object({ kind: z.enum(PICKER_KINDS) });
const ChoicesQuery = z.object({ q: z.string().max(100).optional() });

/** The posted JSON, held to the API's rules: not nested too deeply, no control characters or broken text. */
async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  checkJsonDepth(text);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
  rejectControlCharacters(c, { params: c.req.param(), query: {}, body });
  return body;
}

/** The editor's JSON API, on the application's applied theme: read it, save a page, save the global settings. */
export function editorApi(services: Services, sessions: EditorSessions): Hono<AppEnv> {
  const { db, config, cache, changes } = services;
  const api = new Hono<AppEnv>();
  api.use('*', requireSession(sessions), sameOriginJson());

  const editedTheme = async () => {
    const theme = await appliedThemeRow(db, config.applicationId);
    if (!theme) throw notFound('No theme is applied to this application');
    return theme;
  };
  const pageValue = (c: Context) => parseOrThrow(PageParams, c.req.param(), 'path').value;

  api.get('/theme', async (c) => {
    const theme = await editedTheme();
    const pages = await pageSummaries(db, theme.id);
    pages.sort((a, b) => Number(b.value === 'home') - Number(a.value === 'home'));
    return c.json({
      theme: { id: theme.id, name: theme.name },
      storefrontUrl: config.storefrontUrl,
      pages,
      sections: availableSections(theme.data),
      globalSchema: globalSchema(theme.data),
      globals: readGlobals(theme.data),
    });
  });

  api.get('/pages/:value', async (c) => {
    const value = pageValue(c);
    const page = await pageWithSections(db, (await editedTheme()).id, value);
    if (!page) throw notFound(`No page "${value}" in the applied theme`);
    return c.json(page);
  });

  api.put('/pages/:value', async (c) => {
    const value = pageValue(c);
    const body = parseOrThrow(PageBody, await jsonBody(c), 'body');
    const theme = await editedTheme();
    const sections = checkPageSections(body.sections, availableSections(theme.data));
    const now = new Date();
    if (!(await savePageSections(db, theme.id, value, sections, now))) {
      throw notFound(`No page "${value}" in the applied theme`);
    }
    // The application API keeps theme reads for 60 s; every process must serve the saved page now.
    cache.clear();
    await changes.publish('theme');
    return c.json({ value, sections, updatedAt: now.toISOString() });
  });

  api.put('/globals', async (c) => {
    const globals = parseOrThrow(GlobalsUpdate, await jsonBody(c), 'body');
    const theme = await editedTheme();
    const saved = await updateThemeData(db, theme.id, (data) => writeGlobals(data, globals), new Date());
    if (!saved) throw notFound('No theme is applied to this application');
    cache.clear();
    await changes.publish('theme');
    return c.json({ globals: readGlobals(saved) });
  });

  api.get('/choices/:kind', async (c) => {
    const { kind } = parseOrThrow(ChoicesParams, c.req.param(), 'path');
    const { q } = parseOrThrow(ChoicesQuery, c.req.query(), 'query');
    return c.json({ items: await pickerChoices(db, kind, q ?? '') });
  });

  api.all('*', (c) => c.json({ message: `No editor API route for ${c.req.method} ${c.req.path}` }, 404));
  return api;
}
