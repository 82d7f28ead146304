import { formatPrice, Image, useText } from '@vitrine/kit';
import { CART_EN_IN } from '@vitrine/kit/account-texts';
import { Link } from 'react-router';
import type { BagLine } from './bag.server';

/**
 * What a cart line shows wherever it appears (the bag, a shared cart): its picture, brand, name, size, seller,
 * unit prices and what stops it being bought. `testId` names the page's lines ('bag-line', 'shared-line').
 */
export function LineAbout({
  line,
  currencySymbol,
  testId,
}: {
  line: BagLine;
  currencySymbol: string;
  testId: string;
}) {
  const t = useText(CART_EN_IN);
  const price = (value: number) => formatPrice(value, currencySymbol);
  return (
    <>
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
        <Link to={line.href} className="bag-line__name" data-testid={`${testId}-name`}>
          {line.name}
        </Link>
        <p className="bag-line__meta">
          {line.size ? (
            <span data-testid={`${testId}-size`}>{t('cart.size', { size: line.size })}</span>
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
          <p className="bag-line__message" role="status" data-testid={`${testId}-message`}>
            {line.message}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** A line's total, with the marked total struck through when it is dearer. */
export function LineTotal({
  line,
  currencySymbol,
  testId,
}: {
  line: BagLine;
  currencySymbol: string;
  testId: string;
}) {
  const price = (value: number) => formatPrice(value, currencySymbol);
  return (
    <p className="bag-line__total" data-testid={testId}>
      {line.line.marked > line.line.effective ? (
        <s className="price__marked">{price(line.line.marked)}</s>
      ) : null}
      <strong>{price(line.line.effective)}</strong>
    </p>
  );
}
