import { CustomHtml } from '@vitrine/kit/custom-html';
import { useLoaderData } from 'react-router';
import { pageError } from '../catalog/page-error.server';
import { seoMeta } from '../seo';
import { RichText } from '../shell/rich-text';
import { loadApplication } from '../shell/shop.server';
import type { Route } from './+types/page';

/** The theme page this route shows (the editor frame protocol and tag injection name pages so). */
export const handle = { themePage: 'page' };

interface ContentBlock {
  type?: string;
  value?: unknown;
}

/** The page's blocks of one or more types, in order, joined. */
function blocksOf(content: unknown[] | undefined, types: string[]): string {
  return (content ?? [])
    .filter((block) => types.includes((block as ContentBlock)?.type ?? 'html'))
    .map((block) => (block as ContentBlock)?.value)
    .filter((value): value is string => typeof value === 'string')
    .join('\n\n');
}

/**
 * A custom page: its HTML (or raw HTML) and CSS, then in the browser its scripts in order and its JavaScript
 * block. Title and description come from its SEO settings, else the application name plus host.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  const [page, application] = await Promise.all([
    context.sdk.content.getPage({ slug }).catch(pageError),
    loadApplication(context),
  ]);
  const fallback = `${application?.name ?? 'Vitrine'} | ${new URL(request.url).host}`;
  return {
    title: page.title || page.seo?.title || slug,
    html: blocksOf(page.content, ['html', 'rawhtml', 'markdown', 'text']),
    css: blocksOf(page.content, ['css']),
    js: blocksOf(page.content, ['js']),
    seo: {
      title: page.seo?.title || fallback,
      description: page.seo?.description || fallback,
      canonicalPath: `/page/${encodeURIComponent(slug)}`,
      image: page.seo?.image?.url,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function ContentPage() {
  const { title, html, css, js } = useLoaderData<typeof loader>();
  const isHtml = /<[a-z][\s\S]*>/i.test(html);
  return (
    <article>
      <h1 className="page-title">{title}</h1>
      {isHtml || css || js ? (
        <CustomHtml
          className="rich-text"
          rootProps={{ 'data-testid': 'page-content' }}
          html={html}
          css={css}
          js={js}
        />
      ) : html ? (
        <RichText text={html} testId="page-content" />
      ) : null}
    </article>
  );
}
