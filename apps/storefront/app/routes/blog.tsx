import { type BlogCard, BlogCardGrid, toBlogCard, useText } from '@vitrine/kit';
import { CONTENT_EN_IN } from '@vitrine/kit/content-texts';
import { data, Form, useLoaderData } from 'react-router';
import { pageError } from '../catalog/page-error.server';
import { PageLinks } from '../catalog/page-links';
import { BlogTags } from '../content/blog-tags';
import { Breadcrumbs, JsonLd } from '../content/breadcrumbs';
import contentStyles from '../content/content.css?url';
import { breadcrumbJsonLd } from '../content/json-ld';
import { listPaging, queryText } from '../content/list-query';
import { loadShopSeo } from '../content/seo-settings.server';
import { scriptJson } from '../product/json-ld';
import { loadSectionPage } from '../sections/page-sections.server';
import { TemplateSlot } from '../sections/template-slot';
import { seoMeta } from '../seo';
import type { Route } from './+types/blog';

/** The theme page this route shows (the editor frame protocol and tag injection name pages so). */
export const handle = { themePage: 'blog' };

/** Spec: default page size of blogs. */
const BLOGS_PAGE_SIZE = 12;
const CRUMBS = [
  { name: 'Home', path: '/', text: 'nav.home' as const },
  { name: 'Blog', path: '/blog/', text: 'content.blog' as const },
];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }];

/** The journal: posts filtered by tags and search, a page at a time (spec: tags, search, page_no, page_size). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const { pageNo, pageSize } = listPaging(query, BLOGS_PAGE_SIZE);
  const search = queryText(query, 'search');
  const tags = (queryText(query, 'tags') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  const [blogs, shopSeo, templateSections] = await Promise.all([
    context.sdk.content
      .getBlogs({ pageNo, pageSize, search, tags: tags.length ? tags.join(',') : undefined })
      .catch(pageError),
    loadShopSeo(context),
    loadSectionPage(context, request, 'blog'),
  ]);
  const posts = (blogs.items ?? []).map(toBlogCard).filter((post): post is BlogCard => !!post);
  if (posts.length === 0 && pageNo > 1) throw data('Not found', { status: 404 });
  const origin = new URL(request.url).origin;
  return {
    templateSections,
    posts,
    tags: blogs.filters?.tags ?? [],
    chosenTags: tags,
    search: search ?? '',
    page: { type: 'number' as const, current: pageNo, has_next: !!blogs.page?.has_next },
    jsonLd: scriptJson(breadcrumbJsonLd(CRUMBS, origin)),
    seo: {
      title: pageNo > 1 ? `Blog, page ${pageNo}` : 'Blog',
      description: shopSeo.description ?? 'Stories, guides and news from the shop.',
      canonicalPath: pageNo > 1 ? `/blog/?page_no=${pageNo}` : '/blog/',
      image: shopSeo.image,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function BlogList() {
  const { posts, tags, chosenTags, search, page, jsonLd, templateSections } = useLoaderData<typeof loader>();
  const t = useText(CONTENT_EN_IN);
  return (
    <section className="content-page">
      <JsonLd json={jsonLd} />
      <Breadcrumbs crumbs={CRUMBS} />
      <h1 className="page-title">{t('content.blog')}</h1>
      <Form method="get" action="/blog/" className="content-search" role="search">
        {chosenTags.length ? <input type="hidden" name="tags" value={chosenTags.join(',')} /> : null}
        <input
          type="search"
          name="search"
          defaultValue={search}
          placeholder={t('content.searchPosts')}
          aria-label={t('content.searchPosts')}
        />
        <button type="submit" className="button">
          {t('content.search')}
        </button>
      </Form>
      <BlogTags tags={tags} chosen={chosenTags} />
      {posts.length ? (
        <BlogCardGrid posts={posts} priorityFirst />
      ) : (
        <p className="content-empty" data-testid="blog-empty">
          {search ? t('content.noPostsFor', { search }) : t('content.noPosts')}
        </p>
      )}
      <PageLinks page={page} />
      <TemplateSlot page="blog" sections={templateSections} />
    </section>
  );
}
