import { useText } from '@vitrine/kit';
import { Link, Outlet, useLoaderData, useMatches } from 'react-router';
import accountStyles from '../account/account.css?url';
import { AccountMenu } from '../account/account-menu';
import { cartDisabled, requireUser } from '../guards/guards.server';
import type { Route } from './+types/profile';

export const handle = { themePage: 'profile' };

export const links = () => [{ rel: 'stylesheet', href: accountStyles }];

/** /profile/…: signed-in shoppers only (login guard); each page beside the account menu. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, noCart] = await Promise.all([requireUser(context, request), cartDisabled(context, request)]);
  return { firstName: user.first_name ?? '', cartDisabled: noCart };
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export default function ProfileLayout() {
  const { cartDisabled } = useLoaderData<typeof loader>();
  const t = useText();
  // The tabs page is the menu itself (the landing page on a phone).
  const onTabs = useMatches().at(-1)?.id === 'routes/profile-tabs';
  return (
    <div className={onTabs ? 'profile-layout profile-layout--tabs' : 'profile-layout'}>
      {onTabs ? null : (
        <aside className="profile-layout__menu">
          <AccountMenu cartDisabled={cartDisabled} />
        </aside>
      )}
      <div className="profile-layout__page">
        {onTabs ? null : (
          <Link className="profile-layout__back" to="/profile/profile-tabs/">
            {t('profile.back')}
          </Link>
        )}
        <Outlet />
      </div>
    </div>
  );
}
