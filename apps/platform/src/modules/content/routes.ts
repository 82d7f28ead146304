import { api as contract, type Endpoint, type EndpointResponse } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { notFound } from '../../http/errors';
import type { On } from '../../http/route';
import { type Doc, docTags, findDoc, listDocs, numberPage } from './documents';

const endpoints = contract.content;
const cached = { cacheSeconds: 60 };

/** Stored documents are kept in the response shape; this names the endpoint they answer. */
const as = <E extends Endpoint>(_endpoint: E, value: unknown) => value as EndpointResponse<E>;
const appId = (c: Context<AppEnv>) => c.get('application').id;

export function registerContent(on: On, services: Services): void {
  const { db } = services;
  const one = async (c: Context<AppEnv>, kind: string, slug: string, what: string): Promise<Doc> => {
    const doc = await findDoc(db, appId(c), kind, slug);
    if (!doc) throw notFound(`${what} not found: ${slug}`);
    return doc;
  };

  // Navigations and pages are both plain numbered lists of documents, on their v3 and v1.4.13 paths.
  const pagedLists = [
    [endpoints.getNavigations, 'navigation'],
    [endpoints.getNavigationsV1, 'navigation'],
    [endpoints.getPages, 'page'],
    [endpoints.getPagesV1, 'page'],
  ] as const;
  for (const [endpoint, kind] of pagedLists) {
    on(
      endpoint,
      async ({ query }, c) => {
        const pageNo = query.page_no ?? 1;
        const pageSize = query.page_size ?? 20;
        const { items, total } = await listDocs(db, appId(c), kind, {
          limit: pageSize,
          offset: (pageNo - 1) * pageSize,
        });
        return as(endpoint, { items, page: numberPage(pageNo, pageSize, total) });
      },
      cached,
    );
  }
  on(
    endpoints.getPage,
    async ({ params }, c) => as(endpoints.getPage, await one(c, 'page', params.slug, 'Page')),
    cached,
  );

  for (const endpoint of [endpoints.getBlogs, endpoints.getBlogsV1]) {
    on(
      endpoint,
      async ({ query }, c) => {
        const pageNo = query.page_no ?? 1;
        const pageSize = query.page_size ?? 12;
        const tags = query.tags
          ?.split(',')
          .map((tag) => tag.trim())
          .filter(Boolean);
        const [{ items, total }, allTags] = await Promise.all([
          listDocs(db, appId(c), 'blog', {
            tags,
            search: query.search,
            limit: pageSize,
            offset: (pageNo - 1) * pageSize,
          }),
          docTags(db, appId(c), 'blog'),
        ]);
        return as(endpoint, { items, page: numberPage(pageNo, pageSize, total), filters: { tags: allTags } });
      },
      cached,
    );
  }
  on(
    endpoints.getBlog,
    async ({ params }, c) => as(endpoints.getBlog, await one(c, 'blog', params.slug, 'Blog')),
    cached,
  );

  on(
    endpoints.getFaqs,
    async (_input, c) => as(endpoints.getFaqs, { faqs: (await listDocs(db, appId(c), 'faq')).items }),
    cached,
  );
  // Registered before getFaqBySlug: `/faq/categories` must not be read as the FAQ slug 'categories'.
  on(
    endpoints.getFaqCategories,
    async (_input, c) =>
      as(endpoints.getFaqCategories, { categories: (await listDocs(db, appId(c), 'faq_category')).items }),
    cached,
  );
  on(
    endpoints.getFaqBySlug,
    async ({ params }, c) => as(endpoints.getFaqBySlug, await one(c, 'faq', params.slug, 'FAQ')),
    cached,
  );
  const faqsOf = async (c: Context<AppEnv>, slug: string) => {
    const category = await one(c, 'faq_category', slug, 'FAQ category');
    const { items } = await listDocs(db, appId(c), 'faq', { tags: [slug] });
    return { category, faqs: items };
  };
  on(
    endpoints.getFaqCategoryBySlug,
    async ({ params }, c) => {
      const { category, faqs } = await faqsOf(c, params.slug);
      const children = faqs.map(({ _id, slug, question, answer, application }) => ({
        _id,
        slug,
        question,
        answer,
        application,
      }));
      return as(endpoints.getFaqCategoryBySlug, { category: { ...category, children } });
    },
    cached,
  );
  on(
    endpoints.getFaqsByCategorySlug,
    async ({ params }, c) =>
      as(endpoints.getFaqsByCategorySlug, { faqs: (await faqsOf(c, params.slug)).faqs }),
    cached,
  );

  const single = <E extends Endpoint>(endpoint: E, kind: string, fallback: (app: string) => Doc) =>
    on(
      endpoint,
      async (_input, c) => as(endpoint, (await findDoc(db, appId(c), kind, kind)) ?? fallback(appId(c))),
      cached,
    );
  single(endpoints.getLegalInformation, 'legal', (app) => ({
    application: app,
    tnc: '',
    policy: '',
    shipping: '',
    returns: '',
    faq: [],
  }));
  single(endpoints.getSupportInformation, 'support', (app) => ({ application: app, created: false }));
  single(endpoints.getSEOConfiguration, 'seo', (app) => ({
    seo: { app, robots_txt: '', sitemap_enabled: false },
  }));
  // No landing page document means no redirect: the storefront's / stays the home page.
  single(endpoints.getLandingPage, 'landing_page', (app) => ({
    application: app,
    slug: 'default',
    platform: ['web'],
  }));

  on(
    endpoints.getSEOMarkupSchemas,
    async ({ query }, c) => {
      const { items } = await listDocs(db, appId(c), 'seo_schema');
      const matching = items.filter(
        (item) =>
          (query.page_type === undefined || item.page_type === query.page_type) &&
          (query.active === undefined || item.active === query.active),
      );
      return as(endpoints.getSEOMarkupSchemas, { items: matching });
    },
    cached,
  );

  on(
    endpoints.getAnnouncements,
    async (_input, c) => {
      const { items } = await listDocs(db, appId(c), 'announcement');
      const now = Date.now();
      const announcements: Record<
        string,
        { announcement: string; schedule: { start?: string; end?: string } }[]
      > = {};
      for (const item of items as {
        announcement: string;
        schedule?: { start?: string; end?: string };
        pages?: string[];
      }[]) {
        const schedule = item.schedule ?? {};
        if (schedule.start && Date.parse(schedule.start) > now) continue;
        if (schedule.end && Date.parse(schedule.end) <= now) continue;
        for (const page of item.pages?.length ? item.pages : ['$all']) {
          announcements[page] ??= [];
          announcements[page].push({ announcement: item.announcement, schedule });
        }
      }
      return { announcements, refresh_rate: 900, refresh_pages: [] };
    },
    cached,
  );

  on(
    endpoints.getTags,
    async (_input, c) => {
      const { items } = await listDocs(db, appId(c), 'tag');
      return as(endpoints.getTags, { _id: appId(c), application: appId(c), tags: items });
    },
    cached,
  );
  on(
    endpoints.getDataLoaders,
    async (_input, c) =>
      as(endpoints.getDataLoaders, { items: (await listDocs(db, appId(c), 'data_loader')).items }),
    cached,
  );

  on(
    endpoints.getSlideshows,
    async ({ query }, c) => {
      const pageNo = query.page_no ?? 1;
      const pageSize = query.page_size ?? 20;
      const { items, total } = await listDocs(db, appId(c), 'slideshow', {
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      });
      return as(endpoints.getSlideshows, { items, page: numberPage(pageNo, pageSize, total) });
    },
    cached,
  );
  on(
    endpoints.getSlideshow,
    async ({ params }, c) => as(endpoints.getSlideshow, await one(c, 'slideshow', params.slug, 'Slideshow')),
    cached,
  );
}
