import { useText } from '@vitrine/kit';
import { CART_EN_IN } from '@vitrine/kit/account-texts';
import { useId } from 'react';
import { Link, useActionData } from 'react-router';
import { trackEvent } from '../shell/analytics';
import type { BagCoupon } from './bag.server';
import { type CartAnswer, isCartAnswer } from './cart-answer';
import { couponEvent } from './cart-events';
import { BAG_PATH, COUPONS_PATH } from './cart-paths';
import { useCartForm } from './use-cart-form';

/** Tells analytics how a coupon form went: applied, refused with the shop's reason, or removed. */
export function trackCoupon(answer: CartAnswer, sent: FormData): void {
  const code = String(sent.get('coupon_code') ?? sent.get('code') ?? '');
  const outcome =
    answer.intent === 'apply-coupon'
      ? answer.ok
        ? 'applied'
        : 'denied'
      : answer.intent === 'remove-coupon' && answer.ok
        ? 'removed'
        : undefined;
  if (!outcome) return;
  const { name, properties } = couponEvent(outcome, code, answer.message);
  trackEvent(name, properties);
}

/**
 * The coupon: a code to apply (the shop's refusal shown as it is sent), or the coupon applied with Remove; and
 * the way to the list of coupons on offer.
 */
export function CouponBox({
  coupon,
  showToast,
}: {
  coupon: BagCoupon | null;
  showToast: (text: string) => void;
}) {
  const t = useText(CART_EN_IN);
  const id = useId();
  const { onSubmit, busy, answer } = useCartForm((heard, sent) => {
    if (heard.ok) showToast(heard.message);
    trackCoupon(heard, sent);
  });
  // Without JavaScript a refusal comes back as the page's action data.
  const pageAnswer = useActionData();
  const shown = answer ?? (isCartAnswer(pageAnswer) ? pageAnswer : undefined);
  const refusal = shown && !shown.ok && shown.intent.endsWith('coupon') ? shown.message : '';
  return (
    <section className="coupon" aria-labelledby={`${id}-title`} data-testid="coupon-box">
      <h2 id={`${id}-title`}>{t('cart.coupon')}</h2>
      {coupon ? (
        <form method="post" action={BAG_PATH} onSubmit={onSubmit} className="coupon__applied">
          <input type="hidden" name="intent" value="remove-coupon" />
          <input type="hidden" name="code" value={coupon.code} />
          <p>
            <strong data-testid="applied-coupon">{coupon.code}</strong>
            {coupon.message ? (
              <span className="coupon__message" data-testid="coupon-message">
                {coupon.message}
              </span>
            ) : null}
          </p>
          <button
            type="submit"
            className="button button--ghost"
            disabled={busy}
            aria-label={t('cart.removeCoupon', { code: coupon.code })}
            data-testid="remove-coupon"
          >
            {t('cart.remove')}
          </button>
        </form>
      ) : (
        <form method="post" action={BAG_PATH} onSubmit={onSubmit} className="coupon__apply">
          <input type="hidden" name="intent" value="apply-coupon" />
          <label htmlFor={`${id}-code`} className="visually-hidden">
            {t('cart.couponCode')}
          </label>
          <input
            id={`${id}-code`}
            name="coupon_code"
            placeholder={t('cart.couponCode')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={30}
            required
            data-testid="coupon-input"
          />
          <button type="submit" className="button button--primary" disabled={busy} data-testid="apply-coupon">
            {t('cart.apply')}
          </button>
        </form>
      )}
      {refusal ? (
        <p className="coupon__refusal" role="alert" data-testid="coupon-error">
          {refusal}
        </p>
      ) : null}
      <Link to={COUPONS_PATH} className="coupon__all" data-testid="view-coupons">
        {t('cart.viewCoupons')}
      </Link>
    </section>
  );
}
