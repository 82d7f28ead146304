import { resolveExternalUrl } from '@vitrine/kit/action';
import { data, redirect } from 'react-router';
import { loadApplication, shopHosts } from '../shell/shop.server';
import type { Route } from './+types/external';

/** /external?url=…: links to the shop's own domains stay inside it, other web addresses are opened as given. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const application = await loadApplication(context);
  const target = resolveExternalUrl(url.searchParams.get('url'), shopHosts(application, url));
  if (!target) throw data('The link is missing or is not a web address', { status: 400 });
  return redirect(target);
}

export default function External() {
  return null;
}
