import { formatPrice, Image, useText } from '@vitrine/kit';
import { CART_EN_IN } from '@vitrine/kit/account-texts';
import { Link } from 'react-router';
import type { BagLine } from '../cart/bag.server';

/** One line of a shared cart, to look at: picture, brand, name, size, quantity and prices (nothing to change). */
export function SharedLine({ line, currencySymbol }: { line: BagLine; currencySymbol: string }) {
  const t = useText(CART_EN_IN);
  const price = (value: number) => formatPrice(value, currencySymbol);
  return (
    <li className="bag-line" data-testid="shared-line">
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
        <Link to={line.href} className="bag-line__name" data-testid="shared-line-name">
          {line.name}
        </Link>
        <p className="bag-line__meta">
          {line.size ? (
            <span data-testid="shared-line-size">{t('cart.size', { size: line.size })}</span>
          ) : null}
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
          <p className="bag-line__message" data-testid="shared-line-message">
            {line.message}
          </p>
        ) : null}
      </div>
      <div className="bag-line__change">
        <span
          className="shared-line__quantity"
          data-testid="shared-line-quantity"
          data-quantity={line.quantity}
        >
          {t('sharedCart.quantity', { count: line.quantity })}
        </span>
        <p className="bag-line__total" data-testid="shared-line-total">
          {line.line.marked > line.line.effective ? (
            <s className="price__marked">{price(line.line.marked)}</s>
          ) : null}
          <strong>{price(line.line.effective)}</strong>
        </p>
      </div>
    </li>
  );
}
