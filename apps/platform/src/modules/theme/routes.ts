import { api as contract, type EndpointResponse } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { notFound } from '../../http/errors';
import type { On } from '../../http/route';
import { appliedTheme, findTheme, themePage, themePages } from './themes';

const endpoints = contract.theme;
const cached = { cacheSeconds: 60 };
type ThemeBody = EndpointResponse<typeof endpoints.getAppliedTheme>;
type PageBody = EndpointResponse<typeof endpoints.getPage>;

export function registerTheme(on: On, services: Services): void {
  const { db } = services;
  const appId = (c: Context<AppEnv>) => c.get('application').id;
  const themeOf = async (c: Context<AppEnv>, themeId: string) => {
    const theme = await findTheme(db, appId(c), themeId);
    if (!theme) throw notFound(`Theme not found: ${themeId}`);
    return theme;
  };

  on(
    endpoints.getAppliedTheme,
    async (_input, c) => {
      const theme = await appliedTheme(db, appId(c));
      if (!theme) throw notFound('No theme is applied to this application');
      return theme as ThemeBody;
    },
    cached,
  );
  on(
    endpoints.getThemeForPreview,
    async ({ params }, c) => (await themeOf(c, params.theme_id)) as ThemeBody,
    cached,
  );

  // Registered before getPage: `/{theme_id}/page` lists the pages, it is not the page named 'page'.
  on(
    endpoints.getAllPages,
    async ({ params }, c) => {
      await themeOf(c, params.theme_id);
      return { pages: (await themePages(db, params.theme_id)) as PageBody[] };
    },
    cached,
  );
  on(
    endpoints.getPage,
    async ({ params }, c) => {
      await themeOf(c, params.theme_id);
      const page = await themePage(db, params.theme_id, params.page_value);
      if (!page) throw notFound(`Page not found in theme ${params.theme_id}: ${params.page_value}`);
      return page as PageBody;
    },
    cached,
  );
}
