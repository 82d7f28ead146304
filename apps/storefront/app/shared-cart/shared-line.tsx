import { useText } from '@vitrine/kit';
import { CART_EN_IN } from '@vitrine/kit/account-texts';
import type { BagLine } from '../cart/bag.server';
import { LineAbout, LineTotal } from '../cart/line-parts';

/** One line of a shared cart, to look at: picture, brand, name, size, quantity and prices (nothing to change). */
export function SharedLine({ line, currencySymbol }: { line: BagLine; currencySymbol: string }) {
  const t = useText(CART_EN_IN);
  return (
    <li className="bag-line" data-testid="shared-line">
      <LineAbout line={line} currencySymbol={currencySymbol} testId="shared-line" />
      <div className="bag-line__change">
        <span
          className="shared-line__quantity"
          data-testid="shared-line-quantity"
          data-quantity={line.quantity}
        >
          {t('sharedCart.quantity', { count: line.quantity })}
        </span>
        <LineTotal line={line} currencySymbol={currencySymbol} testId="shared-line-total" />
      </div>
    </li>
  );
}
