import { formatPrice, Image, useText } from '@vitrine/kit';
import { CART_EN_IN } from '@vitrine/kit/account-texts';
import { Link } from 'react-router';
import { trackEvent } from '../shell/analytics';
import type { BagLine as Line } from './bag.server';
import { quantityChange } from './cart-events';
import { BAG_PATH } from './cart-paths';
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
  const price = (value: number) => formatPrice(value, currencySymbol);
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
      <Link to={line.href} className="bag-line__picture" tabIndex={-1} aria-hidden="true">
        <Image
          src={line.image?.url}
          alt=""
          width={line.image?.width ?? 96}
          height={line.image?.height ?? 120}
          sizes="96px"
        />
      </Link>
      <div className="bag-line__about">
        {line.brand ? <p className="bag-line__brand">{line.brand}</p> : null}
        <Link to={line.href} className="bag-line__name" data-testid="bag-line-name">
          {line.name}
        </Link>
        <p className="bag-line__meta">
          {line.size ? <span>{t('cart.size', { size: line.size })}</span> : null}
          {line.seller ? <span>{t('cart.soldBy', { store: line.seller })}</span> : null}
        </p>
        <p className="bag-line__unit price">
          <span className="price__effective">{price(line.unit.effective)}</span>
          {line.unit.marked > line.unit.effective ? (
            <s className="price__marked">{price(line.unit.marked)}</s>
          ) : null}
          {line.discount ? <span className="price__discount">{line.discount}</span> : null}
        </p>
        {line.message ? (
          <p className="bag-line__message" role="status" data-testid="bag-line-message">
            {line.message}
          </p>
        ) : null}
      </div>
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
        <p className="bag-line__total" data-testid="line-total">
          {line.line.marked > line.line.effective ? (
            <s className="price__marked">{price(line.line.marked)}</s>
          ) : null}
          <strong>{price(line.line.effective)}</strong>
        </p>
      </div>
    </li>
  );
}
