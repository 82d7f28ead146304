import { redirect } from 'react-router';
import type { Route } from './+types/profile-redirect';

/** /profile goes to the tabs; any profile page not in the table goes to the details (spec §2). */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  return redirect(path === '/profile' ? '/profile/profile-tabs/' : '/profile/details/');
}
