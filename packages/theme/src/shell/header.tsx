import { type HeaderProps, Image, ShopLink, useDrawer, useText } from '@vitrine/kit';
import { useLocation } from 'react-router';
import { AccountIcon, CartIcon } from './icons';
import { MenuButton, MenuDrawer } from './menu-drawer';
import { Navigation } from './navigation';
import { SearchBox } from './search-box';

const ACCOUNT_URL = '/profile/details/';
const CART_URL = '/cart/bag/';

/** Sign-in brings the shopper back to the page they were on. */
function useLoginUrl(): string {
  const location = useLocation();
  return `/auth/login?redirectUrl=${encodeURIComponent(location.pathname + location.search)}`;
}

/** The cart icon's name: with how many items it holds, once the browser knows. */
function cartLabel(count: number, t: ReturnType<typeof useText>): string {
  if (count === 1) return t('header.cartOne');
  return count > 1 ? t('header.cartCount', { count }) : t('header.cart');
}

export function Header({ shell, query }: HeaderProps) {
  const { app, shopper, cart } = shell;
  const loginUrl = useLoginUrl();
  const menu = useDrawer();
  const t = useText();
  const hasMenu = shell.headerLinks.length > 0;
  return (
    <header className="header">
      <div className="header__bar container">
        {hasMenu ? <MenuButton drawer={menu} /> : null}
        <ShopLink className="header__brand" to="/" aria-label={t('header.home', { shop: app.name })}>
          {app.logo ? <Image className="header__logo" src={app.logo} alt="" width={40} height={40} /> : null}
          <span className="header__name">{app.name}</span>
        </ShopLink>
        <SearchBox query={query} />
        <div className="header__actions">
          {shopper ? (
            <ShopLink
              className="icon-button"
              to={ACCOUNT_URL}
              aria-label={t('header.account', { name: shopper.firstName || 'you' })}
              data-testid="account-link"
            >
              <AccountIcon />
            </ShopLink>
          ) : (
            <ShopLink
              className="icon-button"
              to={loginUrl}
              aria-label={t('header.signIn')}
              data-testid="sign-in-link"
            >
              <AccountIcon />
            </ShopLink>
          )}
          {cart.disabled ? null : (
            <ShopLink
              className="icon-button header__cart"
              to={CART_URL}
              aria-label={cartLabel(cart.count, t)}
              data-testid="cart-link"
            >
              <CartIcon />
              {cart.count > 0 ? (
                <span className="header__cart-count" aria-hidden="true" data-testid="cart-count">
                  {cart.count}
                </span>
              ) : null}
            </ShopLink>
          )}
        </div>
      </div>
      <div className="header__nav container">
        <Navigation links={shell.headerLinks} label="Main" />
      </div>
      {hasMenu ? <MenuDrawer drawer={menu} links={shell.headerLinks} /> : null}
    </header>
  );
}
