import type { FilterSelection } from '@vitrine/kit';
import type { StorefrontContext } from '../load-context';
import { loadSectionPage } from '../sections/page-sections.server';
import { loadListing } from './listing.server';
import { pageError } from './page-error.server';

/** What the page of one brand, category or collection shows about it. */
interface NamedDetail {
  uid?: number | string;
  name?: string;
  description?: string;
}

/**
 * The listing of one brand, category or collection (its products, its detail and its theme template loaded
 * together), with the page's SEO fields: `path` is the page's own path, `image` its social image.
 */
export async function loadNamedListing<Detail extends NamedDetail>(
  context: StorefrontContext,
  request: Request,
  page: {
    slug: string;
    themePage: string;
    detail: Promise<Detail>;
    listing: { locked?: FilterSelection; collectionSlug?: string };
    path: string;
    description: (name: string) => string;
    image: (detail: Detail) => string | undefined;
  },
) {
  const [detail, listing, templateSections] = await Promise.all([
    page.detail.catch(pageError),
    loadListing(context, new URL(request.url), page.listing),
    loadSectionPage(context, request, page.themePage),
  ]);
  const name = detail.name ?? page.slug;
  return {
    templateSections,
    name,
    /** Its id, for the wishlist heart of a brand or collection. */
    uid: detail.uid === undefined ? undefined : String(detail.uid),
    listing,
    seo: {
      title: name,
      description: detail.description || page.description(name),
      canonicalPath: `${page.path}${encodeURIComponent(page.slug)}`,
      image: page.image(detail),
    },
  };
}
