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

type MaybeLater<T> = T | Promise<T>;

/**
 * Products shown below the product: similar products, products compared with this one. Given as a promise when
 * they were not ready with the page, they stream in after it.
 */
export function Related({
  products,
  fallbackTitle,
  testId,
}: {
  products: MaybeLater<RelatedProducts | undefined>;
  fallbackTitle: string;
  testId: string;
}) {
  if (!(products instanceof Promise)) {
    return <RelatedList products={products} fallbackTitle={fallbackTitle} testId={testId} />;
  }
  return (
    <Suspense fallback={<Skeleton title={fallbackTitle} />}>
      <Await resolve={products} errorElement={null}>
        {(resolved) => <RelatedList products={resolved} fallbackTitle={fallbackTitle} testId={testId} />}
      </Await>
    </Suspense>
  );
}

function RelatedList({
  products,
  fallbackTitle,
  testId,
}: {
  products: RelatedProducts | undefined;
  fallbackTitle: string;
  testId: string;
}) {
  if (!products?.items?.length) return null;
  return (
    <section className="pdp__section related" data-testid={testId}>
      <h2>{products.title || fallbackTitle}</h2>
      <ul className="product-grid">
        {products.items.slice(0, 8).map((product) => (
          <li key={product.slug}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
