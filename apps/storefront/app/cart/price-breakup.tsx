import { formatPrice, useText } from '@vitrine/kit';
import { CART_EN_IN } from '@vitrine/kit/account-texts';
import type { BreakupRow } from './bag.server';

/** The cart's price breakup, every row as the platform sends it with its notes (free delivery, say); Total stands out. */
export function PriceBreakup({ rows, currencySymbol }: { rows: BreakupRow[]; currencySymbol: string }) {
  const t = useText(CART_EN_IN);
  return (
    <section className="breakup" aria-labelledby="breakup-title" data-testid="price-breakup">
      <h2 id="breakup-title">{t('cart.priceDetails')}</h2>
      <dl>
        {rows.map((row) => {
          const total = row.key === 'total';
          return (
            <div
              key={row.key || row.display}
              className={total ? 'breakup__row breakup__row--total' : 'breakup__row'}
              data-testid={`breakup-${row.key}`}
            >
              <dt>{row.display}</dt>
              <dd>
                {total ? (
                  <strong>{formatPrice(row.value, currencySymbol)}</strong>
                ) : (
                  formatPrice(row.value, currencySymbol)
                )}
              </dd>
              {row.messages.map((note) => (
                <dd key={note} className="breakup__note">
                  {note}
                </dd>
              ))}
            </div>
          );
        })}
      </dl>
    </section>
  );
}
