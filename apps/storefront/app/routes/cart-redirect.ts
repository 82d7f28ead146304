import { redirect } from 'react-router';
import { BAG_PATH } from '../cart/cart-paths';
import { requireCartEnabled } from '../guards/guards.server';
import type { Route } from './+types/cart-redirect';

/**
 * /cart and any path under it no route names go to the bag (spec §2); every cart path goes home while the theme
 * turns the cart off. The cart's own pages take precedence: this route's splat matches last.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCartEnabled(context, request);
  return redirect(BAG_PATH);
}
