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
  return (
    <section className="auth-page" data-testid="account-locked">
      <h1 className="page-title">Your account is locked</h1>
      <p>This account has been deleted, so it can no longer be used to sign in.</p>
      <p>If you did not ask for it to be deleted, please contact the shop.</p>
      <Link className="button button--primary" to="/">
        Continue shopping
      </Link>
    </section>
  );
}
