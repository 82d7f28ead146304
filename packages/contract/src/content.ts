import { z } from 'zod';
import { noParams, noQuery, Page, queryBool, queryInt, queryText, slugParam } from './common';
import {
  Announcements,
  Blog,
  ContentPage,
  DataLoaders,
  Faq,
  FaqCategory,
  FaqCategoryWithFaqs,
  LandingPage,
  Legal,
  Navigation,
  SeoConfiguration,
  SeoMarkupSchemas,
  Slideshow,
  Support,
  Tags,
} from './content-models';
import { contentTranslations } from './content-translations';
import { endpoint } from './endpoint';

export { ACTION_PAGE_TYPES, ContentAction, type NavigationItem } from './content-models';

const BASE = '/service/application/content';
const texts = z.array(z.string()).optional();

const pageQuery = z.strictObject({
  page_no: queryInt(1, 100_000, 'page_no').optional(),
  page_size: queryInt(1, 100, 'page_size').optional(),
});
const blogsQuery = pageQuery.extend({
  tags: queryText(200, 'tags').optional(),
  search: queryText(200, 'search').optional(),
});
const slug = z.object({ slug: slugParam });
const rootIdQuery = z.strictObject({ root_id: queryText(100, 'root_id').optional() });

const get = <R extends z.ZodType>(path: string, response: R) =>
  endpoint({
    method: 'GET',
    path: `${BASE}${path}`,
    params: noParams,
    query: noQuery,
    body: undefined,
    response,
  });
const getBySlug = <R extends z.ZodType, Q extends z.ZodObject>(path: string, query: Q, response: R) =>
  endpoint({ method: 'GET', path: `${BASE}${path}`, params: slug, query, body: undefined, response });
const list = <R extends z.ZodType, Q extends z.ZodObject>(path: string, query: Q, response: R) =>
  endpoint({ method: 'GET', path: `${BASE}${path}`, params: noParams, query, body: undefined, response });

const Navigations = z.looseObject({ items: z.array(Navigation).optional(), page: Page.optional() });
const Pages = z.looseObject({ items: z.array(ContentPage).optional(), page: Page.optional() });
const Blogs = z.looseObject({
  items: z.array(Blog).optional(),
  page: Page.optional(),
  filters: z.looseObject({ tags: texts }).optional(),
});
const Slideshows = z.looseObject({ items: z.array(Slideshow).optional(), page: Page.optional() });

/** Endpoints of the content module (the `V1` entries are the v1.4.13 SDK's older paths). */
export const content = {
  getAnnouncements: get('/v1.0/announcements', Announcements),
  getBlogs: list('/v1.0/blogs', blogsQuery, Blogs),
  getBlogsV1: list('/v1.0/blogs/', blogsQuery, Blogs),
  getBlog: getBySlug(
    '/v1.0/blogs/{slug}',
    rootIdQuery.extend({ preview: queryBool('preview').optional() }),
    Blog,
  ),
  getDataLoaders: get('/v1.0/data-loader', DataLoaders),
  getFaqs: get('/v1.0/faq', z.looseObject({ faqs: z.array(Faq).optional() })),
  getFaqCategories: get(
    '/v1.0/faq/categories',
    z.looseObject({ categories: z.array(FaqCategory).optional() }),
  ),
  getFaqBySlug: getBySlug('/v1.0/faq/{slug}', noQuery, Faq),
  getFaqCategoryBySlug: getBySlug(
    '/v1.0/faq/category/{slug}',
    noQuery,
    z.looseObject({ category: FaqCategoryWithFaqs.optional() }),
  ),
  getFaqsByCategorySlug: getBySlug(
    '/v1.0/faq/category/{slug}/faqs',
    noQuery,
    z.looseObject({ faqs: z.array(Faq).optional() }),
  ),
  getLandingPage: get('/v1.0/landing-page', LandingPage),
  getLegalInformation: get('/v1.0/legal', Legal),
  getNavigations: list('/v1.0/navigations', pageQuery, Navigations),
  getNavigationsV1: list('/v1.0/navigations/', pageQuery, Navigations),
  getPages: list('/v2.0/pages', pageQuery, Pages),
  getPagesV1: list('/v2.0/pages/', pageQuery, Pages),
  getPage: getBySlug('/v2.0/pages/{slug}', rootIdQuery, ContentPage),
  getSEOConfiguration: get('/v1.0/seo', SeoConfiguration),
  getSEOMarkupSchemas: list(
    '/v1.0/seo/schema',
    z.strictObject({
      page_type: queryText(100, 'page_type').optional(),
      active: queryBool('active').optional(),
    }),
    SeoMarkupSchemas,
  ),
  getSupportInformation: get('/v1.0/support', Support),
  getTags: get('/v1.0/tags', Tags),
  getSlideshows: list('/v1.0/slideshow/', pageQuery, Slideshows),
  getSlideshow: getBySlug('/v1.0/slideshow/{slug}', noQuery, Slideshow),
  ...contentTranslations,
} as const;
