import { redirect } from 'react-router';
import { requireUser } from '../guards/guards.server';
import type { Route } from './+types/profile-redirect';

/**
 * /profile goes to the tabs; any profile page not in the table goes to the details (spec §2). A visitor signs in
 * first and comes back to the address they asked for.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  return redirect(path === '/profile' ? '/profile/profile-tabs/' : '/profile/details/');
}
