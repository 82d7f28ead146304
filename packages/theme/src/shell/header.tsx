import { type HeaderProps, Image, ShopLink } from '@vitrine/kit';
import { AccountIcon, CartIcon } from './icons';
import { Navigation } from './navigation';
import { SearchBox } from './search-box';

export const ACCOUNT_URL = '/profile/details';
export const CART_URL = '/cart/bag/';

export function Header({ shell, query }: HeaderProps) {
  const { app } = shell;
  return (
    <header className="header">
      <div className="header__bar container">
        <ShopLink className="header__brand" to="/" aria-label={`${app.name} home`}>
          {app.logo ? <Image className="header__logo" src={app.logo} alt="" width={40} height={40} /> : null}
          <span className="header__name">{app.name}</span>
        </ShopLink>
        <SearchBox query={query} />
        <div className="header__actions">
          <ShopLink className="icon-button" to={ACCOUNT_URL} aria-label="Account">
            <AccountIcon />
          </ShopLink>
          <ShopLink className="icon-button" to={CART_URL} aria-label="Cart">
            <CartIcon />
          </ShopLink>
        </div>
      </div>
      <div className="header__nav container">
        <Navigation links={shell.headerLinks} label="Main" />
      </div>
    </header>
  );
}
