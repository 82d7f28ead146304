import { type FollowType, followTypes } from '@vitrine/contract';
import { Image, ProductCard, toCardProduct, useText } from '@vitrine/kit';
import { WISHLIST_EN_IN } from '@vitrine/kit/account-texts';
import { Link, useLoaderData } from 'react-router';
import { pageError } from '../catalog/page-error.server';
import { requireUser } from '../guards/guards.server';
import { seoMeta } from '../seo';
import { EmptyState } from '../shell/empty-state';
import { UnfollowButton } from '../wishlist/unfollow-button';
import type { Route } from './+types/wishlist';

type ListingItem = Parameters<typeof toCardProduct>[0];

export const handle = { themePage: 'wishlist' };

/** Favourites are shown 15 a page (spec: default page sizes). */
const FAVOURITES_PAGE_SIZE = 15;

type WishlistKey = keyof typeof WISHLIST_EN_IN;

const TABS: Record<FollowType, { title: WishlistKey; empty: WishlistKey; href: (slug: string) => string }> = {
  products: {
    title: 'wishlist.products',
    empty: 'wishlist.noProducts',
    href: (slug) => `/product/${encodeURIComponent(slug)}`,
  },
  brands: {
    title: 'wishlist.brands',
    empty: 'wishlist.noBrands',
    href: (slug) => `/brand/${encodeURIComponent(slug)}`,
  },
  collections: {
    title: 'wishlist.collections',
    empty: 'wishlist.noCollections',
    href: (slug) => `/collection/${encodeURIComponent(slug)}`,
  },
};

interface Followed {
  id: string;
  slug: string;
  name: string;
  image?: { url?: string; alt?: string };
  card?: ReturnType<typeof toCardProduct>;
}

/** /wishlist/: what the signed-in shopper follows, a tab for each kind, newest first, 15 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  const query = new URL(request.url).searchParams;
  const asked = query.get('type') as FollowType;
  const type = followTypes.includes(asked) ? asked : 'products';
  const pageId = query.get('page_id')?.slice(0, 100) || undefined;
  const listing = await context.sdk.catalog
    .getFollowedListing({ collectionType: type, pageId, pageSize: FAVOURITES_PAGE_SIZE })
    .catch(pageError);
  const items = listing.items.flatMap((item): Followed[] => {
    if (item.uid === undefined || !item.slug) return [];
    const base = { id: String(item.uid), slug: item.slug, name: item.name ?? item.slug };
    if (type === 'products')
      return [{ ...base, card: toCardProduct({ ...(item as ListingItem), slug: item.slug }) }];
    return [{ ...base, image: (item as { logo?: Followed['image'] }).logo }];
  });
  return {
    type,
    items,
    nextId: listing.page.has_next ? listing.page.next_id : undefined,
    total: listing.page.item_total,
    seo: { title: 'Wishlist', description: 'What you follow in the shop.', canonicalPath: '/wishlist/' },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function Wishlist() {
  const { type, items, nextId, total } = useLoaderData<typeof loader>();
  const t = useText(WISHLIST_EN_IN);
  const tab = TABS[type];
  return (
    <>
      <h1 className="page-title">
        {t('wishlist.title')}
        {total ? <span data-testid="wishlist-count"> ({total})</span> : null}
      </h1>
      <nav className="tabs" aria-label={t('wishlist.title')}>
        {followTypes.map((each) => (
          <Link key={each} to={`/wishlist/?type=${each}`} aria-current={each === type ? 'page' : undefined}>
            {t(TABS[each].title)}
          </Link>
        ))}
      </nav>
      {items.length === 0 ? (
        <EmptyState title={t(tab.empty)} button={{ text: t('wishlist.home'), to: '/' }} />
      ) : (
        <ul className="product-grid" data-testid="wishlist">
          {items.map((item) => (
            <li key={item.id} data-testid="wishlist-item">
              {item.card ? (
                <ProductCard product={item.card} />
              ) : (
                <Link className="tile" to={tab.href(item.slug)}>
                  <Image media={item.image} alt={item.name} width={320} height={320} sizes="200px" />
                  <span className="tile__name">{item.name}</span>
                </Link>
              )}
              <UnfollowButton type={type} id={item.id} name={item.name} />
            </li>
          ))}
        </ul>
      )}
      {nextId ? (
        <Link className="button" to={`/wishlist/?type=${type}&page_id=${encodeURIComponent(nextId)}`}>
          {t('wishlist.next')}
        </Link>
      ) : null}
    </>
  );
}
