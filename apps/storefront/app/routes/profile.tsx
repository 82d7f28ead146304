import { Form, Link, redirect, useLoaderData } from 'react-router';
import accountStyles from '../account/account.css?url';
import { requireUser } from '../guards/guards.server';
import type { Route } from './+types/profile';

export const handle = { themePage: 'profile-details' };

export const links = () => [{ rel: 'stylesheet', href: accountStyles }];

/**
 * /profile/…: signed-in shoppers only. /profile goes to the tabs, and any page not built here to the details
 * page (spec §2).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const page = (params['*'] ?? '').replace(/\/+$/, '');
  if (page === '') throw redirect('/profile/profile-tabs/');
  if (page !== 'details') throw redirect('/profile/details/');
  return {
    name: [user.first_name, user.last_name].filter(Boolean).join(' '),
    emails: (user.emails ?? []).map((entry) => ({ value: entry.email ?? '', verified: !!entry.verified })),
    phones: (user.phone_numbers ?? []).map((entry) => ({
      value: `+${entry.country_code ?? ''} ${entry.phone ?? ''}`.trim(),
      verified: !!entry.verified,
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Profile details' },
  { name: 'robots', content: 'noindex' },
];

function Contacts({ label, entries }: { label: string; entries: { value: string; verified: boolean }[] }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {entries.length === 0
          ? 'None'
          : entries.map((entry) => (
              <span key={entry.value} className="profile__contact">
                {entry.value}
                {entry.verified ? '' : ' (not verified)'}
              </span>
            ))}
      </dd>
    </>
  );
}

export default function ProfileDetails() {
  const { name, emails, phones } = useLoaderData<typeof loader>();
  return (
    <section className="auth-page">
      <h1 className="page-title">Profile details</h1>
      <dl className="profile" data-testid="profile-details">
        <dt>Name</dt>
        <dd>{name || 'Not given'}</dd>
        <Contacts label="E-mail" entries={emails} />
        <Contacts label="Mobile" entries={phones} />
      </dl>
      <div className="auth-form__actions">
        <Link className="button button--ghost" to="/auth/edit-profile?redirectUrl=%2Fprofile%2Fdetails%2F">
          Edit profile
        </Link>
        <Form method="post" action="/auth/logout" onSubmit={() => localStorage.clear()}>
          <input type="hidden" name="redirectUrl" value="/" />
          <button className="button button--primary" type="submit" data-testid="sign-out">
            Sign out
          </button>
        </Form>
      </div>
    </section>
  );
}
