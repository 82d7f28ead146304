import { data, useLoaderData } from 'react-router';
import { pageError } from '../catalog/page-error.server';
import { Breadcrumbs, JsonLd } from '../content/breadcrumbs';
import contentStyles from '../content/content.css?url';
import { breadcrumbJsonLd } from '../content/json-ld';
import { scriptJson, stripTags } from '../product/json-ld';
import { loadSectionPage } from '../sections/page-sections.server';
import { TemplateSlot } from '../sections/template-slot';
import { seoMeta } from '../seo';
import { RichText } from '../shell/rich-text';
import type { Route } from './+types/info-page';

/**
 * Information and help pages kept as the shop's content pages: the path (spec §2, with its trailing slash) names
 * the page slug shown. The merchant edits their text like any other page; about us also shows the sections of
 * its theme page (the other two have none).
 */
const INFO_PAGES: Record<string, { slug: string; path: string; themePage?: string }> = {
  'about-us': { slug: 'about-us', path: '/about-us', themePage: 'about-us' },
  team: { slug: 'team', path: '/team/' },
  'help/card-tokenisation': { slug: 'card-tokenisation', path: '/help/card-tokenisation' },
};

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }];

interface Block {
  type?: string;
  value?: unknown;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const info = INFO_PAGES[url.pathname.replace(/^\/|\/$/g, '')];
  if (!info) throw data('Not found', { status: 404 });
  const [page, templateSections] = await Promise.all([
    context.sdk.content.getPage({ slug: info.slug }).catch(pageError),
    info.themePage ? loadSectionPage(context, request, info.themePage) : undefined,
  ]);
  const html = (page.content ?? [])
    .filter((block) => ['html', 'rawhtml', 'text', 'markdown'].includes((block as Block)?.type ?? 'html'))
    .map((block) => (block as Block)?.value)
    .filter((value): value is string => typeof value === 'string')
    .join('\n');
  const title = page.title || info.slug;
  const crumbs = [
    { name: 'Home', path: '/', text: 'nav.home' as const },
    { name: title, path: info.path },
  ];
  return {
    templateSections,
    themePage: info.themePage,
    title,
    html,
    crumbs,
    jsonLd: scriptJson(breadcrumbJsonLd(crumbs, url.origin)),
    seo: {
      title: page.seo?.title || title,
      description: page.seo?.description || page.description || stripTags(html).slice(0, 300),
      canonicalPath: info.path,
      image: page.seo?.image?.url || undefined,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function InfoPage() {
  const { title, html, crumbs, jsonLd, templateSections, themePage } = useLoaderData<typeof loader>();
  return (
    <article className="content-page" data-testid="info-page">
      <JsonLd json={jsonLd} />
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="page-title">{title}</h1>
      {html ? <RichText text={html} testId="page-content" /> : null}
      {themePage && templateSections ? <TemplateSlot page={themePage} sections={templateSections} /> : null}
    </article>
  );
}
