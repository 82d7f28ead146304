import { useText } from '@vitrine/kit';
import { CONTENT_EN_IN } from '@vitrine/kit/content-texts';
import { Link, useLoaderData } from 'react-router';
import { pageError } from '../catalog/page-error.server';
import { Breadcrumbs, JsonLd } from '../content/breadcrumbs';
import contentStyles from '../content/content.css?url';
import { FaqQuestions, faqQuestions } from '../content/faq-questions';
import { breadcrumbJsonLd, faqJsonLd } from '../content/json-ld';
import { loadMarkupSchema, pageJsonLd } from '../content/markup-schema.server';
import { loadShopSeo } from '../content/seo-settings.server';
import { scriptJson } from '../product/json-ld';
import { loadSectionPage } from '../sections/page-sections.server';
import { TemplateSlot } from '../sections/template-slot';
import { seoMeta } from '../seo';
import type { Route } from './+types/faq';

/** The theme page this route shows (the editor frame protocol and tag injection name pages so). */
export const handle = { themePage: 'faq' };

const CRUMBS = [
  { name: 'Home', path: '/', text: 'nav.home' as const },
  { name: 'FAQ', path: '/faq/', text: 'content.faq' as const },
];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }];

/** Every FAQ category with its questions; a category's own page is /faq/{slug}. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [categories, faqs, shopSeo, templateSections, markup] = await Promise.all([
    context.sdk.content.getFaqCategories().catch(pageError),
    context.sdk.content.getFaqs().catch(pageError),
    loadShopSeo(context),
    loadSectionPage(context, request, 'faq'),
    loadMarkupSchema(context, 'faq'),
  ]);
  const groups = (categories.categories ?? [])
    .filter((category) => category.slug)
    .map((category) => ({
      slug: category.slug as string,
      title: category.title || (category.slug as string),
      description: category.description,
      questions: faqQuestions(faqs.faqs?.filter((faq) => faq.tags?.includes(category.slug as string))),
    }));
  const grouped = new Set(groups.flatMap((group) => group.questions.map((q) => q.slug)));
  const others = faqQuestions(faqs.faqs).filter((q) => !grouped.has(q.slug));
  const origin = new URL(request.url).origin;
  const all = [...groups.flatMap((group) => group.questions), ...others];
  return {
    templateSections,
    groups,
    others,
    jsonLd: [
      pageJsonLd(markup, { url: `${origin}/faq/` }, scriptJson(faqJsonLd(all))),
      scriptJson(breadcrumbJsonLd(CRUMBS, origin)),
    ],
    seo: {
      title: 'Frequently asked questions',
      description: shopSeo.description ?? 'Answers to common questions about orders, delivery and returns.',
      canonicalPath: '/faq/',
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function FaqPage() {
  const { groups, others, jsonLd, templateSections } = useLoaderData<typeof loader>();
  const t = useText(CONTENT_EN_IN);
  return (
    <section className="content-page" data-testid="faq-page">
      {jsonLd.map((json) => (
        <JsonLd key={json} json={json} />
      ))}
      <Breadcrumbs crumbs={CRUMBS} />
      <h1 className="page-title">{t('content.faqTitle')}</h1>
      {groups.length === 0 && others.length === 0 ? (
        <p className="content-empty">{t('content.noQuestions')}</p>
      ) : null}
      {groups.map((group) => (
        <section key={group.slug} className="content-section" aria-labelledby={`faq-${group.slug}`}>
          <h2 id={`faq-${group.slug}`}>
            <Link to={`/faq/${encodeURIComponent(group.slug)}`}>{group.title}</Link>
          </h2>
          {group.description ? <p>{group.description}</p> : null}
          <FaqQuestions questions={group.questions} />
        </section>
      ))}
      {others.length ? <FaqQuestions questions={others} /> : null}
      <TemplateSlot page="faq" sections={templateSections} />
    </section>
  );
}
