import { FollowHeart, formatPrice, Image, Price, useText } from '@vitrine/kit';
import { type ShouldRevalidateFunction, useLoaderData } from 'react-router';
import { orNothing, pageError } from '../catalog/page-error.server';
import { AddToCompare } from '../compare/add-to-compare';
import { loadMarkupSchema, pageJsonLd } from '../content/markup-schema.server';
import { readForm } from '../forms.server';
import { cartDisabled } from '../guards/guards.server';
import { AddToCart } from '../product/add-to-cart';
import { BulkOffers, bulkOffers } from '../product/bulk-offers';
import { PRODUCT_CART_INTENTS, productCartAction } from '../product/cart-action.server';
import { productJsonLd, scriptJson, stripTags } from '../product/json-ld';
import { pageProduct, pageSizes, pageVariants, relatedCards } from '../product/page-data';
import { checkPincode } from '../product/pincode.server';
import { PincodeCheck } from '../product/pincode-check';
import { Related } from '../product/related';
import { SizePicker } from '../product/sizes';
import { Variants } from '../product/variants';
import { loadSectionPage } from '../sections/page-sections.server';
import { TemplateSlot } from '../sections/template-slot';
import { seoMeta } from '../seo';
import { RichText } from '../shell/rich-text';
import type { ScrollHandle } from '../shell/scroll';
import { settledWithin, valueOrLater } from '../shell/settled-within';
import type { Route } from './+types/product';

/** Keeps the scroll on query changes; names the theme page this route shows. */
export const handle: ScrollHandle & { themePage: string } = {
  keepScrollOnQueryChange: true,
  themePage: 'product-description',
};

/**
 * How long the page waits, after its own data, for the related products before streaming them later. They
 * usually come a millisecond or two after it (alone: first byte +1.4 ms at the median; 2.5 ms less CPU per page
 * than streaming them, bench); a slow answer still cannot hold the page for long.
 */
const RELATED_GRACE_MS = 200;

/**
 * Detail, sizes and the chosen size's price are awaited (above the fold); variants only when the product has
 * them; similar and frequently compared products are started first and go into the page when ready by then
 * (or shortly after), else they are streamed after it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  const { sdk } = context;
  const size = new URL(request.url).searchParams.get('size')?.slice(0, 50) || undefined;
  // Started first: they go into the page when ready with it, else stream in below the fold.
  const similarRequest = sdk.catalog.getSimilarComparisonProductBySlug({ slug });
  const comparedRequest = sdk.catalog.getComparedFrequentlyProductBySlug({ slug });
  const similar = orNothing(similarRequest).then((r) => relatedCards(r, slug));
  const compared = orNothing(comparedRequest).then((r) => relatedCards(r?.similars, slug));
  const detailRequest = sdk.catalog.getProductDetailBySlug({ slug });
  const sizesRequest = sdk.catalog.getProductSizesBySlug({ slug });
  const priceRequest = size ? sdk.catalog.getProductPriceBySlug({ slug, size }) : undefined;
  const bulkRequest = sdk.cart.getBulkDiscountOffers({ slug });
  // The theme's product template (read from a shared cache); its sections' data, if any, load alongside.
  const [product, sizes, sizePrice, bulk, templateSections, markup, noCart] = await Promise.all([
    detailRequest.catch(pageError),
    orNothing(sizesRequest),
    priceRequest ? orNothing(priceRequest) : undefined,
    orNothing(bulkRequest),
    loadSectionPage(context, request, 'product-description'),
    loadMarkupSchema(context, 'product'),
    // The theme's switch, shop-wide: the page is still the same for every visitor.
    cartDisabled(context, request),
  ]);
  const variantsRequest = product.has_variant ? sdk.catalog.getProductVariantsBySlug({ slug }) : undefined;
  const [variants, similarPart, comparedPart] = await Promise.all([
    variantsRequest ? orNothing(variantsRequest) : undefined,
    settledWithin(similar, RELATED_GRACE_MS),
    settledWithin(compared, RELATED_GRACE_MS),
  ]);
  const description = stripTags(
    (product.seo?.description as string | undefined) ??
      product.short_description ??
      product.description ??
      '',
  );
  const canonicalPath = `/product/${encodeURIComponent(slug)}`;
  const origin = new URL(request.url).origin;
  const sellable = sizes?.sellable ?? false;
  return {
    product: pageProduct(product),
    // Built here, not in the component: the structured data's code stays off the page's JavaScript.
    jsonLd: pageJsonLd(
      markup,
      { url: `${origin}${canonicalPath}`, product },
      scriptJson(productJsonLd(product, `${origin}${canonicalPath}`, sellable, origin)),
    ),
    sizes: pageSizes(sizes?.sizes),
    sellable,
    sizesPrice: sizes?.price,
    size: size && sizes?.sizes?.some((s) => s.value === size) ? size : undefined,
    sizePrice,
    variants: pageVariants(variants?.variants),
    bulkTiers: bulkOffers(bulk),
    cartDisabled: noCart,
    similar: valueOrLater(similarPart),
    compared: valueOrLater(comparedPart),
    templateSections,
    seo: {
      title:
        (product.seo?.title as string | undefined) ||
        [product.name, product.brand?.name].filter(Boolean).join(' | '),
      description: description.slice(0, 300),
      canonicalPath,
      image: product.medias?.[0]?.url,
    },
  };
}

/** The page's forms: add to cart and buy now, and the pincode check. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (PRODUCT_CART_INTENTS.includes(String(form.get('intent')))) {
    return productCartAction(context, request, form);
  }
  return checkPincode(context, String(form.get('pincode') ?? ''));
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

/** Only the page's own forms post here (pincode, cart); the page itself does not need reloading afterwards. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === 'POST' ? false : defaultShouldRevalidate;

export default function Product() {
  const t = useText();
  const {
    product,
    sizes,
    sellable,
    sizesPrice,
    size,
    sizePrice,
    variants,
    bulkTiers,
    cartDisabled: noCart,
    similar,
    compared,
    templateSections,
    jsonLd,
  } = useLoaderData<typeof loader>();
  const medias = (product.medias ?? []).filter((m) => m.url);
  const name = product.name ?? product.slug;
  const chosen = sizePrice?.price;
  const onlySize = sizes.length === 1 && sizes[0].is_available !== false ? sizes[0].value : undefined;
  return (
    <article className="pdp" data-testid="product-detail">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (scriptJson) */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <div className="pdp__gallery">
        {medias.slice(0, 5).map((media, index) => (
          <Image
            key={media.url}
            media={media}
            alt={media.alt || name}
            width={720}
            height={900}
            priority={index === 0}
            sizes={index === 0 ? '(max-width: 1023px) 100vw, 640px' : '(max-width: 1023px) 50vw, 320px'}
          />
        ))}
      </div>
      <div className="pdp__info">
        {product.brand?.name ? <p className="pdp__brand">{product.brand.name}</p> : null}
        <h1 className="pdp__name" data-testid="product-name">
          {name}
        </h1>
        <div className="pdp__actions">
          {product.uid !== undefined ? <FollowHeart type="products" id={String(product.uid)} /> : null}
          <AddToCompare slug={product.slug} />
        </div>
        <div className="pdp__price" data-testid="product-price">
          {chosen?.effective !== undefined ? (
            <span className="price">
              <span className="price__effective" data-testid="size-price">
                {formatPrice(chosen.effective, chosen.currency_symbol ?? '₹')}
              </span>
              {chosen.marked !== undefined && chosen.marked > chosen.effective ? (
                <s className="price__marked">{formatPrice(chosen.marked, chosen.currency_symbol ?? '₹')}</s>
              ) : null}
              {sizePrice?.discount ? <span className="price__discount">{sizePrice.discount}</span> : null}
            </span>
          ) : (
            <Price price={sizesPrice ?? product.price} discount={product.discount} />
          )}
        </div>
        {!sellable ? (
          <p className="pdp__stock" data-testid="out-of-stock">
            Out of stock
          </p>
        ) : null}
        <BulkOffers offers={bulkTiers} />
        {variants.length > 0 ? <Variants variants={variants} current={product.slug} /> : null}
        <SizePicker sizes={sizes} selected={size} />
        {!noCart && sellable && product.uid !== undefined ? (
          <AddToCart
            product={{
              uid: product.uid,
              slug: product.slug,
              name,
              brand: product.brand?.name,
              size: size ?? onlySize,
              price: chosen?.effective ?? (sizesPrice ?? product.price)?.effective?.min,
            }}
          />
        ) : null}
        {size && sizePrice?.store?.name ? (
          <p className="pdp__stock" data-testid="size-seller">
            Sold by {sizePrice.seller?.name ?? sizePrice.store.name}
            {sizePrice.quantity !== undefined ? ` · ${sizePrice.quantity} in stock` : ''}
          </p>
        ) : null}
        <PincodeCheck />
        {product.description ? (
          <section className="pdp__section">
            <h2>{t('product.details')}</h2>
            <RichText text={product.description} testId="product-description" />
          </section>
        ) : null}
        {product.highlights?.length ? (
          <section className="pdp__section">
            <h2>{t('product.highlights')}</h2>
            <ul>
              {product.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="pdp__related" style={{ gridColumn: '1 / -1' }}>
        <Related products={similar} fallbackTitle="Similar products" testId="similar-products" />
        <Related products={compared} fallbackTitle="Frequently compared" testId="compared-products" />
        <TemplateSlot page="product-description" sections={templateSections} />
      </div>
    </article>
  );
}
