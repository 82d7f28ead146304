import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { pageError } from '../catalog/page-error.server';
import { storefrontContext } from '../load-context';
import { seoMeta } from '../seo';
import { RichText } from '../shell/rich-text';
import { loadApplication } from '../shell/shop.server';

interface ContentBlock {
  type?: string;
  value?: unknown;
}

/** The page's HTML or text blocks, in order. */
function pageText(content: unknown[] | undefined): string {
  return (content ?? [])
    .map((block) => (block as ContentBlock)?.value)
    .filter((value): value is string => typeof value === 'string')
    .join('\n\n');
}

/** A custom page: title and description from its SEO settings, else the application name plus host. */
export async function loader({ request, params, context: loadContext }: LoaderFunctionArgs) {
  const context = storefrontContext(loadContext);
  const slug = params.slug as string;
  const [page, application] = await Promise.all([
    context.sdk.content.getPage({ slug }).catch(pageError),
    loadApplication(context),
  ]);
  const fallback = `${application?.name ?? 'Vitrine'} | ${new URL(request.url).host}`;
  return {
    title: page.title || page.seo?.title || slug,
    text: pageText(page.content),
    seo: {
      title: page.seo?.title || fallback,
      description: page.seo?.description || fallback,
      canonicalPath: `/page/${encodeURIComponent(slug)}`,
      image: page.seo?.image?.url,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function ContentPage() {
  const { title, text } = useLoaderData<typeof loader>();
  return (
    <article>
      <h1 className="page-title">{title}</h1>
      {text ? <RichText text={text} testId="page-content" /> : null}
    </article>
  );
}
