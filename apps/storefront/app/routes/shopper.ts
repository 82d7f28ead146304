import { loadUser, shopperOf } from '../account/session.server';
import type { Route } from './+types/shopper';

/**
 * The personal part of the shell, asked for by the browser after a page loads (see shell/use-shopper.ts): pages
 * kept for every visitor carry no shopper, so this fills in who is signed in. Never kept by anyone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = shopperOf(await loadUser(context, request));
  return Response.json({ shopper }, { headers: { 'Cache-Control': 'private, no-store' } });
}
