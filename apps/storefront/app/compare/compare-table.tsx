import { Image, type ListingProduct, Price, productUrl, useText } from '@vitrine/kit';
import { WISHLIST_EN_IN } from '@vitrine/kit/account-texts';
import { Link } from 'react-router';
import { compareUrl } from './compare-slugs';

export interface ComparedProduct extends ListingProduct {
  attributes?: Record<string, unknown>;
}

export interface AttributeGroup {
  title?: string;
  details?: { key?: string; display?: string }[];
}

function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.map(shown).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The compared products side by side: a column each, a row per attribute, each column with its 'Remove'. */
export function CompareTable({
  products,
  groups,
}: {
  products: ComparedProduct[];
  groups: AttributeGroup[];
}) {
  const t = useText(WISHLIST_EN_IN);
  const slugs = products.map((p) => p.slug);
  return (
    <div className="compare">
      <table className="compare__table" data-testid="compare-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('compare.attribute')}</span>
            </th>
            {products.map((product) => (
              <th key={product.slug} scope="col" data-testid="compare-product">
                <Link to={productUrl(product.slug)}>
                  <Image
                    media={product.medias?.[0]}
                    alt={product.name ?? product.slug}
                    width={160}
                    height={200}
                    sizes="160px"
                  />
                  <span className="compare__name">{product.name ?? product.slug}</span>
                </Link>
                <Price price={product.price} discount={product.discount} />
                <Link
                  to={compareUrl(slugs.filter((slug) => slug !== product.slug))}
                  data-testid="compare-remove"
                  aria-label={t('compare.removeOne', { name: product.name ?? product.slug })}
                >
                  {t('compare.remove')}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group, index) => (
          <tbody key={group.title ?? index}>
            {group.title ? (
              <tr>
                <th scope="rowgroup" colSpan={products.length + 1}>
                  {group.title}
                </th>
              </tr>
            ) : null}
            {(group.details ?? []).flatMap((detail) =>
              detail.key
                ? [
                    <tr key={detail.key} data-testid="compare-attribute">
                      <th scope="row">{detail.display ?? detail.key}</th>
                      {products.map((product) => (
                        <td key={product.slug}>{shown(product.attributes?.[detail.key as string])}</td>
                      ))}
                    </tr>,
                  ]
                : [],
            )}
          </tbody>
        ))}
      </table>
    </div>
  );
}
