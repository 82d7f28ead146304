import { Form, NavLink } from 'react-router';

interface MenuEntry {
  label: string;
  to: string;
  /** Pages of ordering and rewards, gone while the theme turns the cart off (spec §2). */
  needsCart?: boolean;
}

/** The account menu: the spec's links (wishlist, orders, addresses, profile) and the profile's own pages. */
const ACCOUNT_MENU: readonly MenuEntry[] = [
  { label: 'Profile details', to: '/profile/details/' },
  { label: 'Phone numbers', to: '/profile/phone/' },
  { label: 'E-mail addresses', to: '/profile/email/' },
  { label: 'Addresses', to: '/profile/address/' },
  { label: 'My orders', to: '/profile/orders/', needsCart: true },
  { label: 'Wishlist', to: '/wishlist/' },
  { label: 'My cards', to: '/profile/my-cards/' },
  { label: 'Refer & earn', to: '/profile/refer-earn/', needsCart: true },
];

export function menuEntries(cartDisabled: boolean): MenuEntry[] {
  return ACCOUNT_MENU.filter((entry) => !(cartDisabled && entry.needsCart));
}

/** Signing out is a form post (routes/auth-logout.ts); local storage goes with the session (spec §4). */
export function SignOutButton() {
  return (
    <Form method="post" action="/auth/logout" onSubmit={() => localStorage.clear()}>
      <input type="hidden" name="redirectUrl" value="/" />
      <button className="button button--ghost account-menu__sign-out" type="submit" data-testid="sign-out">
        Sign out
      </button>
    </Form>
  );
}

export function AccountMenu({ cartDisabled }: { cartDisabled: boolean }) {
  return (
    <nav className="account-menu" aria-label="Account" data-testid="account-menu">
      <ul>
        {menuEntries(cartDisabled).map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} className="account-menu__link" prefetch="intent">
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <SignOutButton />
    </nav>
  );
}
