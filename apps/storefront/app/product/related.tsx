import { type ListingProduct, ProductCard } from '@vitrine/kit';
import { Suspense } from 'react';
import { Await } from 'react-router';

export interface RelatedProducts {
  title?: string;
  items?: ListingProduct[];
}

function Skeleton({ title }: { title: string }) {
  return (
    <section className="pdp__section related related--loading" aria-busy="true">
      <h2>{title}</h2>
      <div className="related__placeholder" />
    </section>
  );
}

/** Products streamed in after the page: similar products, products compared with this one. */
export function Related({
  products,
  fallbackTitle,
  testId,
}: {
  products: Promise<RelatedProducts | undefined>;
  fallbackTitle: string;
  testId: string;
}) {
  return (
    <Suspense fallback={<Skeleton title={fallbackTitle} />}>
      <Await resolve={products} errorElement={null}>
        {(resolved) =>
          resolved?.items?.length ? (
            <section className="pdp__section related" data-testid={testId}>
              <h2>{resolved.title || fallbackTitle}</h2>
              <ul className="product-grid">
                {resolved.items.slice(0, 8).map((product) => (
                  <li key={product.slug}>
                    <ProductCard product={product} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
