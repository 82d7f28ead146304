import { Image, productUrl, SEARCH_MAX_LENGTH, toCardProduct, useText } from '@vitrine/kit';
import { WISHLIST_EN_IN } from '@vitrine/kit/account-texts';
import { useEffect } from 'react';
import { Form, Link, useLoaderData } from 'react-router';
import { apiErrorStatus, platformUnavailable } from '../catalog/page-error.server';
import { compareSlugs, compareUrl, storeCompareSlugs } from '../compare/compare-slugs';
import { type AttributeGroup, type ComparedProduct, CompareTable } from '../compare/compare-table';
import { seoMeta } from '../seo';
import type { Route } from './+types/compare';

export const handle = { themePage: 'compare-products' };

/** Spec: the compare search asks from 0 characters (the shop's search from 1), up to 200. */
const COMPARE_SEARCH_MIN_LENGTH = 0;
const COMPARE_SEARCH_RESULTS = 5;
const NO_SLUGS = 'No Product Slugs present';
const FAILED = 'Something went wrong';

async function comparison(context: Route.LoaderArgs['context'], slugs: string[]) {
  if (slugs.length === 0) return { products: [], groups: [], error: NO_SLUGS };
  try {
    const answer = await context.sdk.catalog.getProductComparisonBySlugs({ slug: slugs });
    const products: ComparedProduct[] = (answer.items ?? []).map((item) => ({
      ...toCardProduct(item),
      attributes: (item.attributes ?? {}) as Record<string, unknown>,
    }));
    return { products, groups: (answer.attributes_metadata ?? []) as AttributeGroup[], error: undefined };
  } catch (error) {
    const status = apiErrorStatus(error);
    const known = status !== undefined && status < 500 && !platformUnavailable(error);
    return { products: [], groups: [], error: known ? (error as Error).message || FAILED : FAILED };
  }
}

/** Products to add, searched from the first character typed (or none); an over-long text finds nothing. */
async function searchToAdd(context: Route.LoaderArgs['context'], q: string | null, exclude: string[]) {
  if (q === null) return undefined;
  const text = q.trim();
  if (text.length < COMPARE_SEARCH_MIN_LENGTH || text.length > SEARCH_MAX_LENGTH) return [];
  const found = await context.sdk.catalog
    .getProducts({ q: text || undefined, pageSize: COMPARE_SEARCH_RESULTS + exclude.length })
    .catch(() => undefined);
  return (found?.items ?? [])
    .filter((item) => !exclude.includes(item.slug))
    .slice(0, COMPARE_SEARCH_RESULTS)
    .map(toCardProduct);
}

/** /compare/?id=a,b,c: the products side by side, attribute by attribute, and a search to add another. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const slugs = compareSlugs(query);
  const q = query.get('q');
  const [compared, found] = await Promise.all([comparison(context, slugs), searchToAdd(context, q, slugs)]);
  return {
    slugs,
    ...compared,
    q: q ?? '',
    found,
    seo: { title: 'Compare products', description: 'Products side by side.', canonicalPath: '/compare/' },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function Compare() {
  const { slugs, products, groups, error, q, found } = useLoaderData<typeof loader>();
  const t = useText(WISHLIST_EN_IN);
  const shown = products.map((p) => p.slug).join(',');
  useEffect(() => storeCompareSlugs(shown ? shown.split(',') : []), [shown]);
  return (
    <>
      <h1 className="page-title">{t('compare.title')}</h1>
      {error ? (
        <p className="form-error" role="alert" data-testid="compare-error">
          {error}
        </p>
      ) : (
        <CompareTable products={products} groups={groups} />
      )}
      <section className="compare__add" aria-labelledby="compare-add">
        <h2 id="compare-add">{t('compare.addTitle')}</h2>
        <Form method="get" action="/compare/" role="search">
          {slugs.length ? <input type="hidden" name="id" value={slugs.join(',')} /> : null}
          <label>
            <span className="visually-hidden">{t('compare.search')}</span>
            <input
              type="search"
              name="q"
              defaultValue={q}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={t('compare.search')}
              data-testid="compare-search"
            />
          </label>
          <button type="submit" className="button" data-testid="compare-search-submit">
            {t('compare.searchButton')}
          </button>
        </Form>
        {found ? (
          found.length === 0 ? (
            <p data-testid="compare-no-results">{t('compare.noResults')}</p>
          ) : (
            <ul className="compare__found" data-testid="compare-results">
              {found.map((product) => (
                <li key={product.slug}>
                  <Link to={productUrl(product.slug)}>
                    <Image
                      media={product.medias?.[0]}
                      alt={product.name ?? product.slug}
                      width={64}
                      height={80}
                      sizes="64px"
                    />
                    {product.name ?? product.slug}
                  </Link>
                  <Link
                    className="button"
                    to={compareUrl([...slugs, product.slug])}
                    data-testid="compare-add"
                  >
                    {t('compare.add')}
                  </Link>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>
    </>
  );
}
