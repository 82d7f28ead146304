import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { z } from 'zod';
import accountStyles from '../account/account.css?url';
import { failureMessage, failureStatus } from '../account/form.server';
import { FormError } from '../account/form-error';
import { loadUserPlatformConfig, setCookieHeaders } from '../account/session.server';
import { SocialSignIn } from '../account/social-sign-in';
import { arrivedOverHttps, readForm, requireSameOrigin } from '../forms.server';
import { redirectUrlOf, requireGuest } from '../guards/guards.server';
import type { Route } from './+types/auth-login';

export const handle = { themePage: 'login' };

export const links = () => [{ rel: 'stylesheet', href: accountStyles }];

const SignIn = z.object({
  username: z.string().trim().min(1, 'Enter your e-mail or mobile number').max(254, 'That is too long'),
  password: z.string().min(1, 'Enter your password').max(200, 'That password is too long'),
});

/** /auth/login: guests only; signed-in shoppers go home. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [config] = await Promise.all([loadUserPlatformConfig(context), requireGuest(context, request)]);
  return {
    subtext: config?.subtext || 'Sign in to your account',
    passwordSignIn: config?.login?.password !== false,
  };
}

/** Signs in with e-mail (or mobile) and password, then goes to redirectUrl with the platform's session cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const form = Object.fromEntries(await readForm(request));
  const parsed = SignIn.safeParse(form);
  const username = typeof form.username === 'string' ? form.username : '';
  if (!parsed.success) return data({ error: parsed.error.issues[0].message, username }, { status: 400 });
  try {
    const [, headers] = await context.sdk.user.loginWithEmailAndPassword(
      { body: parsed.data },
      { responseHeaders: true },
    );
    return redirect(redirectUrlOf(request), {
      headers: setCookieHeaders(headers, arrivedOverHttps(request)),
    });
  } catch (error) {
    return data({ error: failureMessage(error), username }, { status: failureStatus(error) });
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Sign in' }, { name: 'robots', content: 'noindex' }];

export default function Login() {
  const { subtext, passwordSignIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  return (
    <section className="auth-page">
      <h1 className="page-title">Sign in</h1>
      <p className="auth-page__subtext">{subtext}</p>
      {passwordSignIn ? (
        <Form method="post" className="auth-form" replace>
          <label className="auth-form__field">
            E-mail or mobile number
            <input
              name="username"
              autoComplete="username"
              required
              maxLength={254}
              defaultValue={result?.username}
              data-testid="login-username"
            />
          </label>
          <label className="auth-form__field">
            Password
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={200}
              data-testid="login-password"
            />
          </label>
          <FormError message={result?.error} />
          <button className="button button--primary" type="submit" disabled={submitting}>
            {submitting ? 'Signing in…' : 'Sign in'}
          </button>
        </Form>
      ) : (
        <p>This shop does not offer sign-in with a password.</p>
      )}
      <SocialSignIn />
    </section>
  );
}
