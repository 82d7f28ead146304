import { useText } from '@vitrine/kit';
import { Link } from 'react-router';
import accountStyles from '../account/account.css?url';
import type { Route } from './+types/auth-account-locked';

export const handle = { themePage: 'account-locked' };

export const links = () => [{ rel: 'stylesheet', href: accountStyles }];

export const meta: Route.MetaFunction = () => [
  { title: 'Account locked' },
  { name: 'robots', content: 'noindex' },
];

/** /auth/account-locked (no guard): where a social sign-in to a deleted account ends. */
export default function AccountLocked() {
  const t = useText();
  return (
    <section className="auth-page" data-testid="account-locked">
      <h1 className="page-title">{t('locked.title')}</h1>
      <p>{t('locked.deleted')}</p>
      <p>{t('locked.contact')}</p>
      <Link className="button button--primary" to="/">
        {t('verify.continueShopping')}
      </Link>
    </section>
  );
}
