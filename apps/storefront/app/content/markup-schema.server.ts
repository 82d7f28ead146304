import type { StorefrontContext } from '../load-context';
import { fillMarkupSchema } from './markup-schema';

/** Page types of the merchant's SEO markup schemas (spec: SEO schema items, page_type) the storefront fills. */
export type MarkupPageType = 'home' | 'product' | 'blog' | 'faq';

/** The shop's active markup template for a page type, if it has one: shop-wide, shared across requests. */
export async function loadMarkupSchema(
  context: StorefrontContext,
  pageType: MarkupPageType,
): Promise<string | undefined> {
  const answer = await context
    .shared('seo-markup-schemas', () => context.sdk.content.getSEOMarkupSchemas({ active: true }))
    .catch(() => undefined);
  const item = answer?.items?.find((schema) => schema.page_type === pageType && schema.active !== false);
  return item?.schema || undefined;
}

/** The merchant's structured data for the page when their template fills to JSON, else the built-in one. */
export function pageJsonLd(
  template: string | undefined,
  values: Record<string, unknown>,
  builtIn: string,
): string;
export function pageJsonLd(
  template: string | undefined,
  values: Record<string, unknown>,
  builtIn?: string,
): string | undefined;
export function pageJsonLd(
  template: string | undefined,
  values: Record<string, unknown>,
  builtIn?: string,
): string | undefined {
  return (template && fillMarkupSchema(template, values)) || builtIn;
}
