import { MAX_ITEM_QUANTITY } from '@vitrine/contract';
import { useText } from '@vitrine/kit';
import { CART_EN_IN } from '@vitrine/kit/account-texts';
import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { loadUser } from '../account/session.server';
import { loadBag } from '../cart/bag.server';
import { bagAction } from '../cart/bag-action.server';
import { BagLine } from '../cart/bag-line';
import cartStyles from '../cart/cart.css?url';
import { isCartAnswer } from '../cart/cart-answer';
import { CHECKOUT_AFTER_SIGN_IN, deliveryUrl } from '../cart/cart-paths';
import { CouponBox } from '../cart/coupon-box';
import { PriceBreakup } from '../cart/price-breakup';
import { RewardPointsBox } from '../cart/reward-points-box';
import { readForm } from '../forms.server';
import { loginUrl, requireCartEnabled } from '../guards/guards.server';
import { clearBagNotice, readBagNotice } from '../shared-cart/bag-notice.server';
import { ShareCartBox } from '../shared-cart/share-cart-box';
import sharedCartStyles from '../shared-cart/shared-cart.css?url';
import { SHARE_INTENT } from '../shared-cart/shared-cart-paths';
import { EmptyState } from '../shell/empty-state';
import { useToast } from '../shell/toast';
import type { Route } from './+types/cart-bag';

export const handle = { themePage: 'cart-landing' };

export const links = () => [
  { rel: 'stylesheet', href: cartStyles },
  { rel: 'stylesheet', href: sharedCartStyles },
];

/**
 * /cart/bag/: the shopper's or visitor's cart. Personal, so never kept (the page cache and any CDN leave it:
 * private, no-store). `?checkout=true` is a visitor's checkout coming back signed in: on to delivery.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCartEnabled(context, request);
  const [user, { bag, headers }] = await Promise.all([loadUser(context, request), loadBag(context, request)]);
  const checkingOut = new URL(request.url).searchParams.get('checkout') === 'true';
  if (checkingOut && user && bag.isValid) throw redirect(deliveryUrl(bag.id), { headers });
  // What taking a shared cart did, said once (shared-cart.server.ts).
  const notice = readBagNotice(request);
  if (notice) headers.append('Set-Cookie', clearBagNotice());
  return data(
    {
      bag,
      notice,
      maxQuantity: MAX_ITEM_QUANTITY,
      // Points are a signed-in shopper's; the platform sends a visitor none, and the page offers them none.
      points: user ? bag.points : null,
      // Checkout needs a signed-in shopper (spec §1): a visitor signs in first, then comes back here.
      checkoutUrl: user ? deliveryUrl(bag.id) : loginUrl(CHECKOUT_AFTER_SIGN_IN),
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return bagAction(context, request, await readForm(request));
}

export const meta: Route.MetaFunction = () => [{ title: 'Cart' }, { name: 'robots', content: 'noindex' }];

export default function CartBag() {
  const { bag, notice, maxQuantity, points, checkoutUrl } = useLoaderData<typeof loader>();
  const t = useText(CART_EN_IN);
  const { toast, showToast } = useToast();
  // Without JavaScript a refused change to a line comes back as the page's action data.
  const pageAnswer = useActionData();
  const refused =
    isCartAnswer(pageAnswer) &&
    !pageAnswer.ok &&
    !pageAnswer.intent.endsWith('coupon') &&
    pageAnswer.intent !== SHARE_INTENT
      ? pageAnswer.message
      : '';
  const noticeShown = notice ? (
    <p className="bag__notice" role="status" data-testid="bag-notice">
      {notice}
    </p>
  ) : null;
  if (bag.lines.length === 0) {
    return (
      <>
        {toast}
        {noticeShown}
        <EmptyState
          title={t('cart.empty')}
          description={t('cart.emptyHint')}
          button={{ text: t('cart.continueShopping'), to: '/products/' }}
        />
      </>
    );
  }
  return (
    <section className="bag" data-testid="bag">
      {toast}
      <h1 className="page-title">
        {t('cart.title')}{' '}
        <span className="bag__count">
          {bag.count === 1 ? t('cart.oneItem') : t('cart.itemCount', { count: bag.count })}
        </span>
      </h1>
      {noticeShown}
      {refused ? (
        <p className="bag__problem" role="alert">
          {refused}
        </p>
      ) : null}
      <div className="bag__layout">
        <ul className="bag__lines">
          {bag.lines.map((line) => (
            <BagLine
              key={line.identifier}
              line={line}
              currencySymbol={bag.currencySymbol}
              maxQuantity={maxQuantity}
              showToast={showToast}
            />
          ))}
        </ul>
        <div className="bag__summary">
          <CouponBox coupon={bag.coupon} showToast={showToast} />
          {points ? <RewardPointsBox points={points} showToast={showToast} /> : null}
          <PriceBreakup rows={bag.breakup} currencySymbol={bag.currencySymbol} />
          {bag.isValid ? (
            <Link to={checkoutUrl} className="button button--primary bag__checkout" data-testid="checkout">
              {t('cart.checkout')}
            </Link>
          ) : (
            <>
              <button
                type="button"
                className="button button--primary bag__checkout"
                disabled
                data-testid="checkout"
              >
                {t('cart.checkout')}
              </button>
              {bag.message ? (
                <p className="bag__problem" role="status" data-testid="cart-message">
                  {bag.message}
                </p>
              ) : null}
            </>
          )}
          <ShareCartBox showToast={showToast} />
        </div>
      </div>
    </section>
  );
}
