import { useText } from '@vitrine/kit';
import { CART_EN_IN } from '@vitrine/kit/account-texts';
import { data, Link, useLoaderData, useNavigate } from 'react-router';
import cartStyles from '../cart/cart.css?url';
import { cartCookies } from '../cart/cart-calls.server';
import { BAG_PATH } from '../cart/cart-paths';
import { trackCoupon } from '../cart/coupon-box';
import { useCartForm } from '../cart/use-cart-form';
import { pageError } from '../catalog/page-error.server';
import { requireCartEnabled } from '../guards/guards.server';
import { useToast } from '../shell/toast';
import type { Route } from './+types/cart-coupons';

export const handle = { themePage: 'coupons' };

export const links = () => [{ rel: 'stylesheet', href: cartStyles }];

/**
 * /cart/available-coupons/: the shop's coupons, each saying whether it holds for this cart and, if not, why (the
 * list is asked for also without a cart: it creates none).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCartEnabled(context, request);
  const [answer, headers] = await context.sdk.cart.getCoupons({}, { responseHeaders: true }).catch(pageError);
  const coupons: Offer[] = (answer.available_coupon_list ?? []).map((coupon) => ({
    code: coupon.coupon_code ?? '',
    title: coupon.title ?? '',
    subtitle: coupon.sub_title ?? '',
    message: coupon.message ?? '',
    applicable: coupon.is_applicable === true,
    applied: coupon.is_applied === true,
  }));
  return data({ coupons }, { headers: cartCookies(request, headers) });
}

interface Offer {
  code: string;
  title: string;
  subtitle: string;
  /** What it gives, or why it does not hold for this cart. */
  message: string;
  applicable: boolean;
  applied: boolean;
}

export const meta: Route.MetaFunction = () => [{ title: 'Coupons' }, { name: 'robots', content: 'noindex' }];

/** One coupon, applied from here by the bag's own form: back to the bag once it holds. */
function CouponOffer({ offer, showToast }: { offer: Offer; showToast: (text: string) => void }) {
  const t = useText(CART_EN_IN);
  const navigate = useNavigate();
  const { onSubmit, busy } = useCartForm((answer, sent) => {
    trackCoupon(answer, sent);
    if (answer.ok) navigate(BAG_PATH);
    else showToast(answer.message);
  });
  return (
    <li className="offer" data-testid="coupon-offer" data-code={offer.code}>
      <div>
        <p className="offer__code">{offer.code}</p>
        {offer.title ? <p className="offer__title">{offer.title}</p> : null}
        {offer.subtitle ? <p className="offer__subtitle">{offer.subtitle}</p> : null}
        {offer.message ? (
          <p className={offer.applicable ? 'offer__message' : 'offer__message offer__message--not'}>
            {offer.message}
          </p>
        ) : null}
      </div>
      {offer.applied ? (
        <span className="offer__applied">{t('cart.appliedCoupon')}</span>
      ) : (
        <form method="post" action={BAG_PATH} onSubmit={onSubmit}>
          <input type="hidden" name="intent" value="apply-coupon" />
          <input type="hidden" name="coupon_code" value={offer.code} />
          <button
            type="submit"
            className="button button--ghost"
            disabled={busy || !offer.applicable}
            aria-label={t('cart.applyOne', { code: offer.code })}
            data-testid="apply-offer"
          >
            {t('cart.apply')}
          </button>
        </form>
      )}
    </li>
  );
}

export default function CartCoupons() {
  const { coupons } = useLoaderData<typeof loader>();
  const t = useText(CART_EN_IN);
  const { toast, showToast } = useToast();
  return (
    <section className="offers">
      {toast}
      <h1 className="page-title">{t('cart.coupons')}</h1>
      {coupons.length === 0 ? <p>{t('cart.noCoupons')}</p> : null}
      <ul className="offers__list">
        {coupons.map((offer) => (
          <CouponOffer key={offer.code} offer={offer} showToast={showToast} />
        ))}
      </ul>
      <Link to={BAG_PATH} className="button button--ghost" data-testid="back-to-cart">
        {t('cart.backToCart')}
      </Link>
    </section>
  );
}
