import { resolveExternalUrl } from '@vitrine/kit/action';
import { data, redirect } from 'react-router';
import { pageError } from '../catalog/page-error.server';
import { loadApplication, shopHosts } from '../shell/shop.server';
import type { Route } from './+types/short-link';

/**
 * /s/{hash}: opens a short link. A link into the shop goes straight to its page; a link to another host goes
 * through /external, which shows where it leads rather than redirecting there.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [link, application] = await Promise.all([
    context.sdk.share.getOriginalShortLinkByHash({ hash: params.hash }).catch(pageError),
    loadApplication(context),
  ]);
  const target = resolveExternalUrl(link.url.original, shopHosts(application, new URL(request.url)));
  if (!target) throw data('Not found', { status: 404 });
  if (target.startsWith('/')) return redirect(target, { headers: { 'cache-control': 'private, no-store' } });
  return redirect(`/external?url=${encodeURIComponent(target)}`, {
    headers: { 'cache-control': 'private, no-store' },
  });
}
