import { useText } from '@vitrine/kit';
import { CART_EN_IN } from '@vitrine/kit/account-texts';
import { trackEvent } from '../shell/analytics';
import type { BagLine as Line } from './bag.server';
import { quantityChange } from './cart-events';
import { BAG_PATH } from './cart-paths';
import { LineAbout, LineTotal } from './line-parts';
import { useCartForm } from './use-cart-form';

interface BagLineProps {
  line: Line;
  currencySymbol: string;
  maxQuantity: number;
  showToast: (text: string) => void;
}

/** The quantity a change was made from, sent with the form for analytics (the platform reads only the new one). */
const WAS = 'was';

/**
 * One line of the bag: picture, brand, name, size, seller, prices, what stops it being bought, and its
 * quantity (1 to the shop's limit; one less than 1 removes it) and a Remove button, each a plain form post.
 */
export function BagLine({ line, currencySymbol, maxQuantity, showToast }: BagLineProps) {
  const t = useText(CART_EN_IN);
  const { onSubmit, pending } = useCartForm((answer, sent) => {
    showToast(answer.message);
    if (!answer.ok) return;
    const to = answer.intent === 'remove' ? 0 : Number(sent.get('quantity'));
    const event = quantityChange(
      {
        uid: line.productUid,
        name: line.name,
        brand: line.brand,
        size: line.size,
        price: line.unit.effective,
      },
      Number(sent.get(WAS)),
      to,
    );
    if (event) trackEvent(event.name, event.properties);
  });
  const going = pending?.get('intent') === 'remove' || pending?.get('quantity') === '0';
  const quantity = Number(pending?.get('quantity') ?? line.quantity);
  return (
    <li className="bag-line" aria-busy={pending ? true : undefined} data-testid="bag-line" hidden={going}>
      <LineAbout line={line} currencySymbol={currencySymbol} testId="bag-line" />
      <div className="bag-line__change">
        <form method="post" action={BAG_PATH} onSubmit={onSubmit} className="quantity">
          <input type="hidden" name="intent" value="quantity" />
          <input type="hidden" name="identifier" value={line.identifier} />
          <input type="hidden" name={WAS} value={line.quantity} />
          <button
            type="submit"
            name="quantity"
            value={line.quantity - 1}
            className="quantity__step"
            aria-label={t('cart.less', { name: line.name })}
            data-testid="quantity-less"
          >
            −
          </button>
          <output className="quantity__value" aria-label={t('cart.quantity')} data-testid="line-quantity">
            {quantity}
          </output>
          <button
            type="submit"
            name="quantity"
            value={line.quantity + 1}
            className="quantity__step"
            disabled={line.quantity >= maxQuantity}
            aria-label={t('cart.more', { name: line.name })}
            data-testid="quantity-more"
          >
            +
          </button>
        </form>
        <form method="post" action={BAG_PATH} onSubmit={onSubmit}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="identifier" value={line.identifier} />
          <input type="hidden" name={WAS} value={line.quantity} />
          <button
            type="submit"
            className="bag-line__remove"
            aria-label={t('cart.removeOne', { name: line.name })}
            data-testid="remove-line"
          >
            {t('cart.remove')}
          </button>
        </form>
        <LineTotal line={line} currencySymbol={currencySymbol} testId="line-total" />
      </div>
    </li>
  );
}
