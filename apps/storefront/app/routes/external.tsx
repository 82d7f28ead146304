import { useText } from '@vitrine/kit';
import { SHARE_EN_IN } from '@vitrine/kit/account-texts';
import { resolveExternalUrl } from '@vitrine/kit/action';
import { data, Link, redirect } from 'react-router';
import accountStyles from '../account/account.css?url';
import { loadApplication, shopHosts } from '../shell/shop.server';
import type { Route } from './+types/external';

export const links = () => [{ rel: 'stylesheet', href: accountStyles }];

export const meta: Route.MetaFunction = () => [
  { title: 'Leaving the shop' },
  { name: 'robots', content: 'noindex' },
];

/**
 * /external?url=…: links to the shop's own domains stay inside it; any other web address is shown on a page
 * of its own with a link to follow, never redirected to, so that nobody can lend the shop's name to a
 * redirect to a site of their choosing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const application = await loadApplication(context);
  const target = resolveExternalUrl(url.searchParams.get('url'), shopHosts(application, url));
  if (!target) throw data('The link is missing or is not a web address', { status: 400 });
  if (target.startsWith('/')) return redirect(target);
  return { href: target, host: new URL(target).host };
}

export default function External({ loaderData }: Route.ComponentProps) {
  const t = useText(SHARE_EN_IN);
  return (
    <section className="auth-page" data-testid="external-link">
      <h1 className="page-title">{t('external.title')}</h1>
      <p>{t('external.lead')}</p>
      <p>
        <code>{loaderData.href}</code>
      </p>
      <a className="button button--primary" href={loaderData.href} rel="noopener noreferrer nofollow">
        {t('external.continue', { host: loaderData.host })}
      </a>{' '}
      <Link className="button" to="/">
        {t('external.back')}
      </Link>
    </section>
  );
}
