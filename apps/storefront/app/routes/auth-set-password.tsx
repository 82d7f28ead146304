import { useText } from '@vitrine/kit';
import { AUTH_EN_IN, PROFILE_EN_IN } from '@vitrine/kit/account-texts';
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import accountStyles from '../account/account.css?url';
import { AuthLink, authHref } from '../account/auth-links';
import { failureMessage, failureStatus } from '../account/form.server';
import { FormError } from '../account/form-error';
import { NewPasswordFields } from '../account/new-password-fields';
import { clearPendingCodeCookie, readPendingCode } from '../account/pending-code.server';
import { signedInHeaders } from '../account/sign-in.server';
import { firstProblem, NewPasswordPair } from '../account/validation';
import { readForm } from '../forms.server';
import { redirectUrlOf, requireGuest } from '../guards/guards.server';
import type { Route } from './+types/auth-set-password';

export const handle = { themePage: 'set-password' };

export const links = () => [{ rel: 'stylesheet', href: accountStyles }];

/** How this screen may set a password: the code of a reset link, or the token of a verified mobile code. */
function resetBy(request: Request): { link: string } | { token: string } | null {
  const code = new URL(request.url).searchParams.get('code');
  if (code) return { link: code };
  const token = readPendingCode(request, ['forgot-mobile'])?.reset_token;
  return token ? { token } : null;
}

/** /auth/set-password: guests only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(context, request);
  return { canSet: resetBy(request) !== null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const by = resetBy(request);
  if (!by) return data({ error: 'This reset link is incomplete: ask for a new one' }, { status: 400 });
  const parsed = NewPasswordPair.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ error: firstProblem(parsed.error) }, { status: 400 });
  try {
    if ('link' in by) {
      // A reset link signs the shopper in with the new password.
      const [, headers] = await context.sdk.user.forgotPassword(
        { body: { code: by.link, password: parsed.data.password } },
        { responseHeaders: true },
      );
      return redirect(redirectUrlOf(request), { headers: signedInHeaders(request, headers) });
    }
    await context.sdk.user.resetForgotPassword({ body: { code: by.token, password: parsed.data.password } });
    const login = authHref('/auth/login', new URL(request.url).search, { tab: 'password', reset: 'done' });
    return redirect(login, { headers: { 'Set-Cookie': clearPendingCodeCookie() } });
  } catch (error) {
    return data({ error: failureMessage(error) }, { status: failureStatus(error) });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Set a new password' },
  { name: 'robots', content: 'noindex' },
];

export default function SetPassword() {
  const { canSet } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const t = useText(AUTH_EN_IN, PROFILE_EN_IN);
  return (
    <section className="auth-page">
      <h1 className="page-title">{t('setPassword.title')}</h1>
      {canSet ? (
        <Form method="post" className="auth-form" replace data-testid="set-password-form">
          <NewPasswordFields testIds />
          <FormError message={result?.error} />
          <button className="button button--primary" type="submit" disabled={submitting}>
            {t('setPassword.submit')}
          </button>
        </Form>
      ) : (
        <p>{t('setPassword.needsLink')}</p>
      )}
      <div className="auth-page__links">
        <AuthLink to="/auth/forgot-password">{t('setPassword.askAgain')}</AuthLink>
      </div>
    </section>
  );
}
