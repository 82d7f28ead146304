import { blogPath, Image, publishedOn, useText } from '@vitrine/kit';
import { CONTENT_EN_IN } from '@vitrine/kit/content-texts';
import { Link, useLoaderData } from 'react-router';
import { pageError } from '../catalog/page-error.server';
import { blogBody } from '../content/blog-posts.server';
import { Breadcrumbs, JsonLd } from '../content/breadcrumbs';
import contentStyles from '../content/content.css?url';
import { articleJsonLd, breadcrumbJsonLd } from '../content/json-ld';
import { loadMarkupSchema, pageJsonLd } from '../content/markup-schema.server';
import { scriptJson, stripTags } from '../product/json-ld';
import { loadSectionPage } from '../sections/page-sections.server';
import { TemplateSlot } from '../sections/template-slot';
import { seoMeta } from '../seo';
import { RichText } from '../shell/rich-text';
import { loadApplication } from '../shell/shop.server';
import type { Route } from './+types/blog-post';

/** The theme page this route shows (the editor frame protocol and tag injection name pages so). */
export const handle = { themePage: 'blog-detail' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }];

/** One post of the journal; an unknown slug is the shop's 404 page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [blog, application, templateSections, markup] = await Promise.all([
    context.sdk.content.getBlog({ slug: params.slug }).catch(pageError),
    loadApplication(context),
    loadSectionPage(context, request, 'blog-detail'),
    loadMarkupSchema(context, 'blog'),
  ]);
  const title = blog.title || params.slug;
  const canonicalPath = blogPath(blog.slug || params.slug);
  const origin = new URL(request.url).origin;
  const crumbs = [
    { name: 'Home', path: '/', text: 'nav.home' as const },
    { name: 'Blog', path: '/blog/', text: 'content.blog' as const },
    { name: title, path: canonicalPath },
  ];
  const image = blog.feature_image?.secure_url || undefined;
  const summary = blog.summary || stripTags(blogBody(blog)).slice(0, 300);
  const article = articleJsonLd(
    {
      title,
      summary,
      author: blog.author?.name,
      image,
      published: blog.publish_date,
      modified: blog.date_meta?.modified_on,
      tags: blog.tags,
    },
    `${origin}${canonicalPath}`,
    origin,
    application?.name ?? 'Vitrine',
  );
  return {
    templateSections,
    crumbs,
    post: {
      title,
      body: blogBody(blog),
      image,
      author: blog.author?.name,
      designation: blog.author?.designation,
      date: publishedOn(blog.publish_date),
      readingTime: blog.reading_time,
      tags: blog.tags ?? [],
    },
    jsonLd: [
      pageJsonLd(markup, { url: `${origin}${canonicalPath}`, blog }, scriptJson(article)),
      scriptJson(breadcrumbJsonLd(crumbs, origin)),
    ],
    seo: {
      title: blog.seo?.title || title,
      description: blog.seo?.description || summary,
      canonicalPath,
      image: blog.seo?.image?.url || image,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function BlogPost() {
  const { crumbs, post, jsonLd, templateSections } = useLoaderData<typeof loader>();
  const t = useText(CONTENT_EN_IN);
  return (
    <article className="content-page blog-post" data-testid="blog-post">
      {jsonLd.map((json) => (
        <JsonLd key={json} json={json} />
      ))}
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="page-title">{post.title}</h1>
      <p className="blog-post__byline">
        {[post.author, post.designation].filter(Boolean).join(', ')}
        {post.date ? <span> · {post.date}</span> : null}
        {post.readingTime ? <span> · {t('content.readingTime', { time: post.readingTime })}</span> : null}
      </p>
      {post.image ? (
        <Image
          className="blog-post__image"
          src={post.image}
          alt={post.title}
          width={960}
          height={540}
          priority
          sizes="(max-width: 1023px) 100vw, 960px"
        />
      ) : null}
      {post.body ? <RichText text={post.body} testId="blog-body" /> : null}
      {post.tags.length ? (
        <ul className="content-tags" aria-label={t('content.tags')}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link className="chip" to={`/blog/?tags=${encodeURIComponent(tag)}`}>
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to="/blog/">{t('content.allPosts')}</Link>
      </p>
      <TemplateSlot page="blog-detail" sections={templateSections} />
    </article>
  );
}
