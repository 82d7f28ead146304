import { formatPrice } from '@vitrine/kit';

/** One quantity tier as the page shows it. */
export interface BulkOffer {
  quantity: number;
  unitPrice: number;
  percentOff: number;
  best: boolean;
  currencySymbol: string;
}

interface BulkPriceResponse {
  data?: {
    offers?: {
      quantity?: number;
      margin?: number;
      best?: boolean;
      price?: { bulk_effective?: number; currency_symbol?: string };
    }[];
  }[];
}

/** The tiers of the first seller (the shop sells alone), only those with a quantity and a unit price. */
export function bulkOffers(response: BulkPriceResponse | undefined): BulkOffer[] {
  return (response?.data?.[0]?.offers ?? []).flatMap((offer) =>
    offer.quantity && offer.price?.bulk_effective !== undefined
      ? [
          {
            quantity: offer.quantity,
            unitPrice: offer.price.bulk_effective,
            percentOff: offer.margin ?? 0,
            best: offer.best === true,
            currencySymbol: offer.price.currency_symbol ?? '₹',
          },
        ]
      : [],
  );
}

/** "Buy more, save more": the unit price from each quantity up. */
export function BulkOffers({ offers }: { offers: BulkOffer[] }) {
  if (offers.length === 0) return null;
  return (
    <section className="pdp__bulk" data-testid="bulk-offers">
      <h2>Buy more, save more</h2>
      <ul>
        {offers.map((offer) => (
          <li key={offer.quantity} className={offer.best ? 'pdp__bulk-best' : undefined}>
            Buy {offer.quantity} or more:{' '}
            <strong>{formatPrice(offer.unitPrice, offer.currencySymbol)}</strong> each ({offer.percentOff}%
            off)
          </li>
        ))}
      </ul>
    </section>
  );
}
