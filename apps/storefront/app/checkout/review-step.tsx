import { formatPrice, Image, useText } from '@vitrine/kit';
import { CART_EN_IN, CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { AddressCard } from '../address/address-book.server';
import type { BagLine } from '../cart/bag.server';
import { AddressLines, DeliveryPromise } from './address-step';
import { ATTEMPT_FIELD } from './checkout-forms';
import type { Shipment } from './shipments';
import { StepRefusal, useRefusal, useSending } from './step-refusal';

/** A choice made in an earlier step, with the way back to change it. */
export function ChosenStep({
  title,
  change,
  changeLabel,
  children,
  testId,
}: {
  title: string;
  change: string;
  changeLabel: string;
  children: ReactNode;
  testId: string;
}) {
  const t = useText(CHECKOUT_EN_IN);
  return (
    <section className="chosen-step" data-testid={testId}>
      <div className="chosen-step__head">
        <h2>{title}</h2>
        <Link to={change} className="chosen-step__change" aria-label={changeLabel}>
          {t('checkout.change')}
        </Link>
      </div>
      <div className="chosen-step__body">{children}</div>
    </section>
  );
}

/** Where the order goes, with each shipment's promise there. */
export function ChosenAddress({ address, shipments }: { address: AddressCard; shipments: Shipment[] }) {
  return (
    <div className="chosen-address">
      <AddressLines address={address} />
      <DeliveryPromise shipments={shipments} />
    </div>
  );
}

/** What the order holds: each line's picture, name, size, quantity and price, as the cart priced it. */
export function OrderLines({ lines, currencySymbol }: { lines: BagLine[]; currencySymbol: string }) {
  const t = useText(CART_EN_IN, CHECKOUT_EN_IN);
  return (
    <ul className="order-lines" data-testid="order-lines">
      {lines.map((line) => (
        <li key={line.identifier} className="order-line" data-testid="order-line">
          <span className="order-line__picture">
            <Image
              src={line.image?.url}
              alt=""
              width={64}
              height={line.image ? Math.round((line.image.height * 64) / line.image.width) : 80}
              sizes="64px"
            />
          </span>
          <div className="order-line__about">
            {line.brand ? <p className="order-line__brand">{line.brand}</p> : null}
            <p className="order-line__name" data-testid="order-line-name">
              {line.name}
            </p>
            <p className="order-line__meta">
              {line.size ? <span>{t('cart.size', { size: line.size })}</span> : null}
              <span>{t('checkout.quantity', { count: line.quantity })}</span>
            </p>
            {line.message ? <p className="order-line__message">{line.message}</p> : null}
          </div>
          <p className="order-line__price">{formatPrice(line.line.effective, currencySymbol)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The 'Place order' form: a plain post carrying this render's attempt key, so a double click or a resent form
 * places one order; the refusal (too few left, a coupon that no longer holds) comes back with the way to the
 * cart.
 */
export function PlaceOrder({ attempt }: { attempt: string }) {
  const t = useText(CHECKOUT_EN_IN);
  const refusal = useRefusal('place-order');
  const placing = useSending('place-order');
  return (
    <Form method="post" className="place-order" data-testid="place-order-form">
      <input type="hidden" name="intent" value="place-order" />
      <input type="hidden" name={ATTEMPT_FIELD} value={attempt} />
      <StepRefusal refusal={refusal} />
      <button
        type="submit"
        className="button button--primary checkout__next"
        disabled={placing}
        data-testid="place-order"
      >
        {placing ? t('checkout.placing') : t('checkout.placeOrder')}
      </button>
    </Form>
  );
}
