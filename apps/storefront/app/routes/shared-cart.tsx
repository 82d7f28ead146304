import { formatPrice, useText } from '@vitrine/kit';
import { CART_EN_IN } from '@vitrine/kit/account-texts';
import { Form, useNavigation } from 'react-router';
import cartStyles from '../cart/cart.css?url';
import { readForm } from '../forms.server';
import { requireCartEnabled } from '../guards/guards.server';
import sharedCartStyles from '../shared-cart/shared-cart.css?url';
import { loadSharedCart, requireShareToken, takeSharedCart } from '../shared-cart/shared-cart.server';
import { SharedLine } from '../shared-cart/shared-line';
import { EmptyState } from '../shell/empty-state';
import type { Route } from './+types/shared-cart';

export const handle = { themePage: 'shared-cart' };

export const links = () => [
  { rel: 'stylesheet', href: cartStyles },
  { rel: 'stylesheet', href: sharedCartStyles },
];

/**
 * Never kept, here or by a proxy: taking the cart sets a visitor's cart cookie, and the link itself is a secret
 * between the sharer and whoever they sent it to (page-cache-key.ts leaves /shared-cart out of its pages).
 */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

/** /shared-cart/{token}: a cart someone shared by link, priced today, to add to one's own cart or take instead. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireCartEnabled(context, request);
  return loadSharedCart(context, request, requireShareToken(params.token));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireCartEnabled(context, request);
  const token = requireShareToken(params.token);
  return takeSharedCart(context, request, token, await readForm(request));
}

export const meta: Route.MetaFunction = () => [
  { title: 'Shared cart' },
  { name: 'robots', content: 'noindex' },
];

export default function SharedCartPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText(CART_EN_IN);
  const navigation = useNavigation();
  if (loaderData.expired) {
    return (
      <EmptyState
        title={t('sharedCart.expired')}
        description={t('sharedCart.expiredHint')}
        button={{ text: t('cart.continueShopping'), to: '/products/' }}
      />
    );
  }
  const shared = loaderData;
  const busy = navigation.state !== 'idle' && navigation.formMethod !== undefined;
  return (
    <section className="bag shared-cart" data-testid="shared-cart">
      <h1 className="page-title">
        {t('sharedCart.title')}{' '}
        <span className="bag__count">
          {shared.count === 1 ? t('cart.oneItem') : t('cart.itemCount', { count: shared.count })}
        </span>
      </h1>
      <p className="shared-cart__about">
        {shared.sharedBy ? (
          <span className="shared-cart__by" data-testid="shared-by">
            {t('sharedCart.by', { name: shared.sharedBy })}
          </span>
        ) : null}
        {shared.validUntil ? (
          <span data-testid="shared-valid-until">
            {t('sharedCart.validUntil', { date: shared.validUntil })}
          </span>
        ) : null}
      </p>
      {actionData?.problem ? (
        <p className="bag__problem" role="alert" data-testid="shared-cart-problem">
          {actionData.problem}
        </p>
      ) : null}
      {shared.lines.length === 0 ? (
        <p data-testid="shared-cart-nothing">{t('sharedCart.nothing')}</p>
      ) : (
        <div className="bag__layout">
          <ul className="bag__lines">
            {shared.lines.map((line) => (
              <SharedLine key={line.identifier} line={line} currencySymbol={shared.currencySymbol} />
            ))}
          </ul>
          <div className="bag__summary">
            <section className="breakup" aria-label={t('cart.priceDetails')}>
              <dl>
                <div className="breakup__row breakup__row--total" data-testid="shared-total">
                  <dt>{t('sharedCart.total')}</dt>
                  <dd>
                    <strong>{formatPrice(shared.total, shared.currencySymbol)}</strong>
                  </dd>
                </div>
              </dl>
            </section>
            <Form method="post" className="shared-cart__actions">
              <button
                type="submit"
                name="intent"
                value="merge"
                className="button button--primary"
                disabled={busy}
                data-testid="shared-cart-merge"
              >
                {t('sharedCart.merge')}
              </button>
              <button
                type="submit"
                name="intent"
                value="replace"
                className="button button--ghost"
                disabled={busy}
                data-testid="shared-cart-replace"
              >
                {t('sharedCart.replace')}
              </button>
              <p className="shared-cart__hint">{t('sharedCart.replaceHint')}</p>
            </Form>
          </div>
        </div>
      )}
    </section>
  );
}
