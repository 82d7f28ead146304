import { actionToUrl } from '@vitrine/kit/action';
import { redirect, useLoaderData } from 'react-router';
import { JsonLd } from '../content/breadcrumbs';
import { loadMarkupSchema, pageJsonLd } from '../content/markup-schema.server';
import { loadShopSeo } from '../content/seo-settings.server';
import { loadSectionPage } from '../sections/page-sections.server';
import { SectionList } from '../sections/section-list';
import { seoMeta } from '../seo';
import { loadApplication } from '../shell/shop.server';
import type { Route } from './+types/home';

/** The theme page this route shows (the editor frame protocol and tag injection name pages so). */
export const handle = { themePage: 'home' };

interface LandingPage {
  action?: Parameters<typeof actionToUrl>[0];
  platform?: string[];
  archived?: boolean;
}

/** Where a web visit to / should go instead, when the shop configured a landing page for the web. */
function landingRedirect(landing: LandingPage | undefined): string | undefined {
  if (!landing || landing.archived || !landing.platform?.includes('web')) return undefined;
  const target = actionToUrl(landing.action);
  return target && target !== '/' ? target : undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const [landing, page, application, shopSeo, markup] = await Promise.all([
    context
      .shared('landing-page', () => context.sdk.content.getLandingPage())
      .catch(() => undefined) as Promise<LandingPage | undefined>,
    loadSectionPage(context, request, 'home'),
    loadApplication(context),
    loadShopSeo(context),
    loadMarkupSchema(context, 'home'),
  ]);
  // The theme editor opens the home page itself, whatever the landing page.
  const editing = new URL(request.url).searchParams.get('isEdit') === 'true';
  const target = editing ? undefined : landingRedirect(landing);
  if (target) throw redirect(target);
  const name = application?.name ?? 'Vitrine';
  const origin = new URL(request.url).origin;
  return {
    ...page,
    // The home page has no structured data of its own: only the merchant's template, when they keep one.
    jsonLd: pageJsonLd(markup, { url: `${origin}/`, shop: { name } }),
    seo: {
      // The theme page's own SEO first, then the shop's SEO settings, then the application.
      title: page.seo?.title || shopSeo.title || name,
      description: page.seo?.description || shopSeo.description || application?.description || name,
      canonicalPath: '/',
      image: shopSeo.image,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function Home() {
  const { found, sections, firstData, restData, revealAll, jsonLd } = useLoaderData<typeof loader>();
  if (!found || sections.length === 0) {
    return <p className="theme-missing">Update Home page in Themes</p>;
  }
  return (
    <>
      {jsonLd ? <JsonLd json={jsonLd} /> : null}
      <SectionList
        page="home"
        sections={sections}
        firstData={firstData}
        restData={restData}
        revealAll={revealAll}
      />
    </>
  );
}
