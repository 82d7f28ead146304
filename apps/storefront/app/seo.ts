import type { MetaDescriptor } from 'react-router';

export interface PageSeo {
  title: string;
  description?: string;
  /** Path (with the spec's trailing slash) of the page's canonical URL. */
  canonicalPath: string;
  image?: string;
}

/** Strips angle brackets and quotes from meta content (spec: validation). */
function metaText(text: string | undefined): string {
  return (text ?? '')
    .replace(/[<>"']/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface RootData {
  origin?: string;
  shell?: { app?: { name?: string } };
}

/** Title, description, canonical link and social tags of a page. */
export function seoMeta(seo: PageSeo | undefined, matches: readonly unknown[]): MetaDescriptor[] {
  const root = (matches[0] as { data?: RootData } | undefined)?.data;
  const shopName = root?.shell?.app?.name ?? 'Vitrine';
  if (!seo) return [{ title: shopName }];
  const title = metaText(seo.title) || shopName;
  const description = metaText(seo.description);
  const canonical = `${root?.origin ?? ''}${seo.canonicalPath}`;
  const tags: MetaDescriptor[] = [
    { title },
    { property: 'og:title', content: title },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:url', content: canonical },
  ];
  if (description) {
    tags.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
    );
  }
  if (seo.image) tags.push({ property: 'og:image', content: seo.image });
  return tags;
}
