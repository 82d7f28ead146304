import { useText } from '@vitrine/kit';
import { CONTENT_EN_IN } from '@vitrine/kit/content-texts';
import { Link, useLoaderData } from 'react-router';
import { pageError } from '../catalog/page-error.server';
import { Breadcrumbs, JsonLd } from '../content/breadcrumbs';
import contentStyles from '../content/content.css?url';
import { FaqQuestions, faqQuestions } from '../content/faq-questions';
import { breadcrumbJsonLd, faqJsonLd } from '../content/json-ld';
import { loadMarkupSchema, pageJsonLd } from '../content/markup-schema.server';
import { scriptJson } from '../product/json-ld';
import { loadSectionPage } from '../sections/page-sections.server';
import { TemplateSlot } from '../sections/template-slot';
import { seoMeta } from '../seo';
import type { Route } from './+types/faq-category';

/** The theme page this route shows (the editor frame protocol and tag injection name pages so). */
export const handle = { themePage: 'faq' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }];

/** One FAQ category and its questions; an unknown category is the shop's 404 page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [answer, templateSections, markup] = await Promise.all([
    context.sdk.content.getFaqCategoryBySlug({ slug: params.slug }).catch(pageError),
    loadSectionPage(context, request, 'faq'),
    loadMarkupSchema(context, 'faq'),
  ]);
  const category = answer.category;
  const slug = category?.slug || params.slug;
  const title = category?.title || slug;
  const canonicalPath = `/faq/${encodeURIComponent(slug)}`;
  const crumbs = [
    { name: 'Home', path: '/', text: 'nav.home' as const },
    { name: 'FAQ', path: '/faq/', text: 'content.faq' as const },
    { name: title, path: canonicalPath },
  ];
  const questions = faqQuestions(category?.children);
  const origin = new URL(request.url).origin;
  return {
    templateSections,
    title,
    description: category?.description,
    questions,
    crumbs,
    jsonLd: [
      pageJsonLd(
        markup,
        { url: `${origin}${canonicalPath}`, faq: { title, description: category?.description } },
        scriptJson(faqJsonLd(questions)),
      ),
      scriptJson(breadcrumbJsonLd(crumbs, origin)),
    ],
    seo: {
      title: `${title} | FAQ`,
      description: category?.description || `Questions and answers: ${title}.`,
      canonicalPath,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function FaqCategory() {
  const { title, description, questions, crumbs, jsonLd, templateSections } = useLoaderData<typeof loader>();
  const t = useText(CONTENT_EN_IN);
  return (
    <section className="content-page" data-testid="faq-category">
      {jsonLd.map((json) => (
        <JsonLd key={json} json={json} />
      ))}
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="page-title">{title}</h1>
      {description ? <p>{description}</p> : null}
      {questions.length ? (
        <FaqQuestions questions={questions} />
      ) : (
        <p className="content-empty">{t('content.noCategoryQuestions')}</p>
      )}
      <p>
        <Link to="/faq/">{t('content.allQuestions')}</Link>
      </p>
      <TemplateSlot page="faq" sections={templateSections} />
    </section>
  );
}
