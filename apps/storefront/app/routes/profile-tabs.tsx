import { useText } from '@vitrine/kit';
import { Link, useRouteLoaderData } from 'react-router';
import { menuEntries, SignOutButton } from '../account/account-menu';
import type { Route } from './+types/profile-tabs';
import type { loader as profileLoader } from './profile';

export const handle = { themePage: 'profile' };

export const meta: Route.MetaFunction = () => [
  { title: 'My account' },
  { name: 'robots', content: 'noindex' },
];

/** /profile/profile-tabs/: the account's pages as a list (where /profile lands, and the menu on a phone). */
export default function ProfileTabs() {
  const profile = useRouteLoaderData<typeof profileLoader>('routes/profile');
  const t = useText();
  return (
    <section className="profile-tabs">
      <h1 className="page-title">
        {profile?.firstName ? t('profile.hello', { name: profile.firstName }) : t('profile.myAccount')}
      </h1>
      <ul className="profile-tabs__list" data-testid="profile-tabs">
        {menuEntries(profile?.cartDisabled ?? false).map((entry) => (
          <li key={entry.to}>
            <Link className="profile-tabs__link" to={entry.to}>
              {t(entry.label)}
            </Link>
          </li>
        ))}
      </ul>
      <SignOutButton />
    </section>
  );
}
