import type { StorefrontContext } from '../load-context';

export interface ShopSeo {
  title?: string;
  description?: string;
  image?: string;
  robotsTxt?: string;
  sitemapEnabled: boolean;
}

/** The shop's SEO settings (title, description, image, robots.txt): shop-wide, shared across requests. */
export async function loadShopSeo(context: StorefrontContext): Promise<ShopSeo> {
  const answer = await context
    .shared('seo-configuration', () => context.sdk.content.getSEOConfiguration())
    .catch(() => undefined);
  const seo = answer?.seo;
  return {
    title: seo?.details?.title || undefined,
    description: seo?.details?.description || undefined,
    image: seo?.details?.image_url || undefined,
    robotsTxt: seo?.robots_txt || undefined,
    // A shop that never saved its SEO settings still gets a sitemap; only an explicit 'off' turns it off.
    sitemapEnabled: seo?.sitemap_enabled !== false || !seo?._id,
  };
}
