import { useText } from '@vitrine/kit';
import { NavLink, Outlet, useLoaderData, useLocation } from 'react-router';
import settingsStyles from '../settings/settings.css?url';
import { deploymentStoresOffered, staffSelection } from '../settings/settings.server';
import { loadApplication } from '../shell/shop.server';
import { StaffPicker } from '../staff/staff-picker';
import type { Route } from './+types/setting';

export const links = () => [{ rel: 'stylesheet', href: settingsStyles }];

export const meta: Route.MetaFunction = () => [{ title: 'Settings' }, { name: 'robots', content: 'noindex' }];

/** /setting/: banner, side navigation headed 'Settings', and the chosen view fading in (spec §2). */
export async function loader({ context }: Route.LoaderArgs) {
  const [application, storeEntry, staffPicker] = await Promise.all([
    loadApplication(context),
    deploymentStoresOffered(context),
    staffSelection(context),
  ]);
  const banner = (application as { banner?: { secure_url?: string } } | undefined)?.banner?.secure_url;
  return { banner: banner ?? null, storeEntry, staffPicker };
}

export default function Settings() {
  const { banner, storeEntry, staffPicker } = useLoaderData<typeof loader>();
  const t = useText();
  const { pathname } = useLocation();
  const atRoot = pathname.replace(/\/+$/, '') === '/setting';
  const entries = [
    ...(storeEntry ? [{ to: '/setting/store/', label: t('settings.store') }] : []),
    { to: '/setting/language/', label: t('settings.language') },
    { to: '/setting/currency/', label: t('settings.currency') },
  ];
  return (
    <>
      {banner ? <img className="settings__banner" src={banner} alt="" /> : null}
      <div className={atRoot ? 'settings container' : 'settings settings--child container'}>
        <nav className="settings__nav" aria-labelledby="settings-heading">
          <h1 id="settings-heading" className="page-title">
            {t('settings.title')}
          </h1>
          <ul>
            {entries.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to}>{entry.label}</NavLink>
              </li>
            ))}
          </ul>
          {staffPicker ? <StaffPicker /> : null}
        </nav>
        <div className="settings__content" key={pathname}>
          <Outlet />
        </div>
      </div>
    </>
  );
}
