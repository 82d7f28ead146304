import { useActionData, useLoaderData } from 'react-router';
import accountStyles from '../account/account.css?url';
import { VerifyScreen } from '../account/verify-screen';
import { verifyAction, verifyScreen } from '../account/verify-screen.server';
import { readForm } from '../forms.server';
import type { Route } from './+types/auth-verify-email';

export const handle = { themePage: 'verify-email' };

export const links = () => [{ rel: 'stylesheet', href: accountStyles }];

/** /auth/verify-email (no guard): a verification link's code, or the code sent after registering. */
export function loader({ request }: Route.LoaderArgs) {
  return verifyScreen(request, 'email');
}

export async function action({ request, context }: Route.ActionArgs) {
  return verifyAction(context, request, Object.fromEntries(await readForm(request)), 'email');
}

export const meta: Route.MetaFunction = () => [
  { title: 'Verify e-mail address' },
  { name: 'robots', content: 'noindex' },
];

export default function VerifyEmail() {
  return (
    <VerifyScreen
      entity="email"
      screen={useLoaderData<typeof loader>()}
      result={useActionData<typeof action>()}
    />
  );
}
