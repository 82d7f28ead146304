import { Image, type MediaLike } from '@vitrine/kit';
import { Link } from 'react-router';

export interface VariantGroup {
  header?: string;
  key?: string;
  display_type?: string;
  items?: {
    uid?: number;
    slug?: string;
    name?: string;
    value?: string;
    color?: string;
    color_name?: string;
    is_available?: boolean;
    medias?: MediaLike[];
  }[];
}

/** Other versions of the product (colours, for example), each linking to its own page. */
export function Variants({ variants, current }: { variants: VariantGroup[]; current: string }) {
  return (
    <>
      {variants.map((group) =>
        group.items?.length ? (
          <section key={group.key ?? group.header} className="pdp__section" data-testid="variants">
            <h2>{group.header ?? 'Variants'}</h2>
            <div className="variants">
              {group.items.map((item) =>
                item.slug ? (
                  <Link
                    key={item.slug}
                    className="variant"
                    to={`/product/${item.slug}`}
                    aria-current={item.slug === current ? 'true' : undefined}
                    data-testid="variant"
                  >
                    <Image media={item.medias?.[0]} alt="" width={64} height={80} sizes="64px" />
                    <span>{item.color_name ?? item.value ?? item.name}</span>
                  </Link>
                ) : null,
              )}
            </div>
          </section>
        ) : null,
      )}
    </>
  );
}
