import type { ShellData, Shopper } from '@vitrine/kit';
import { useEffect, useState } from 'react';
import { cartCountStamp, showCartCount, useCartCount } from './cart-count';

/** The storefront's resource route that answers who is signed in and what their cart holds (routes/shopper.ts). */
const SHOPPER_PATH = '/_shopper';

/** What /_shopper answers. */
export interface ShopperAnswer {
  shopper: Shopper | null;
  cartCount: number;
}

/**
 * The shell with its signed-in shopper and their cart's count. A page rendered for a signed-in shopper names them
 * already; any other page may be a copy kept for every visitor (here, or by a proxy or CDN in front). No page
 * holds the cart's count. So after a page loads the browser asks, again whenever the root data is reloaded
 * (after signing in or out, and after a form post).
 */
export function useShopper<Shell extends ShellData | undefined>(shell: Shell): Shell {
  const [fetched, setFetched] = useState<{ shell: Shell; shopper: Shopper }>();
  const cartCount = useCartCount();
  useEffect(() => {
    if (!shell) return;
    let current = true;
    const askedAt = cartCountStamp();
    fetch(SHOPPER_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: Partial<ShopperAnswer> | undefined) => {
        if (!current || !body) return;
        if (body.shopper && !shell.shopper) setFetched({ shell, shopper: body.shopper });
        if (typeof body.cartCount === 'number') showCartCount(body.cartCount, askedAt);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [shell]);
  if (!shell) return shell;
  const shopper = fetched && fetched.shell === shell ? fetched.shopper : shell.shopper;
  const count = shell.cart.disabled ? 0 : (cartCount ?? shell.cart.count);
  if (shopper === shell.shopper && count === shell.cart.count) return shell;
  return { ...shell, shopper, cart: { ...shell.cart, count } };
}
