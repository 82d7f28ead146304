import { useText } from '@vitrine/kit';
import { PROFILE_EN_IN } from '@vitrine/kit/account-texts';
import { Form, NavLink } from 'react-router';

interface MenuEntry {
  label: keyof typeof PROFILE_EN_IN;
  to: string;
  /** Pages of ordering and rewards, gone while the theme turns the cart off (spec §2). */
  needsCart?: boolean;
}

/** The account menu: the spec's links (wishlist, orders, addresses, profile) and the profile's own pages. */
const ACCOUNT_MENU: readonly MenuEntry[] = [
  { label: 'menu.details', to: '/profile/details/' },
  { label: 'menu.phone', to: '/profile/phone/' },
  { label: 'menu.email', to: '/profile/email/' },
  { label: 'menu.address', to: '/profile/address/' },
  { label: 'menu.orders', to: '/profile/orders/', needsCart: true },
  { label: 'menu.wishlist', to: '/wishlist/' },
  { label: 'menu.cards', to: '/profile/my-cards/' },
  { label: 'menu.productRequest', to: '/profile/product-request/' },
  { label: 'menu.referEarn', to: '/profile/refer-earn/', needsCart: true },
];

export function menuEntries(cartDisabled: boolean): MenuEntry[] {
  return ACCOUNT_MENU.filter((entry) => !(cartDisabled && entry.needsCart));
}

/** Signing out is a form post (routes/auth-logout.ts); local storage goes with the session (spec §4). */
export function SignOutButton() {
  const t = useText(PROFILE_EN_IN);
  return (
    <Form method="post" action="/auth/logout" onSubmit={() => localStorage.clear()}>
      <input type="hidden" name="redirectUrl" value="/" />
      <button className="button button--ghost account-menu__sign-out" type="submit" data-testid="sign-out">
        {t('menu.signOut')}
      </button>
    </Form>
  );
}

export function AccountMenu({ cartDisabled }: { cartDisabled: boolean }) {
  const t = useText(PROFILE_EN_IN);
  return (
    <nav className="account-menu" aria-label={t('menu.label')} data-testid="account-menu">
      <ul>
        {menuEntries(cartDisabled).map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} className="account-menu__link" prefetch="intent">
              {t(entry.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <SignOutButton />
    </nav>
  );
}
