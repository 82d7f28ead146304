import { useText } from '@vitrine/kit';
import { AUTH_EN_IN } from '@vitrine/kit/account-texts';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import accountStyles from '../account/account.css?url';
import { failureMessage, failureStatus } from '../account/form.server';
import { FormError } from '../account/form-error';
import { emailField } from '../account/validation';
import { readForm } from '../forms.server';
import { redirectUrlOf } from '../guards/guards.server';
import type { Route } from './+types/auth-verify-email-link';

export const handle = { themePage: 'verify-email-link' };

export const links = () => [{ rel: 'stylesheet', href: accountStyles }];

/** /auth/verify-email-link?email= (no guard): a link was sent to that e-mail address; it can be sent again. */
export function loader({ request }: Route.LoaderArgs) {
  const email = emailField.safeParse(new URL(request.url).searchParams.get('email') ?? '');
  return { email: email.success ? email.data : null, next: redirectUrlOf(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await readForm(request);
  const email = emailField.safeParse(new URL(request.url).searchParams.get('email') ?? '');
  if (!email.success)
    return data({ error: 'No e-mail address to send a link to', sent: false }, { status: 400 });
  try {
    await context.sdk.user.sendVerificationLinkToEmail({ body: { email: email.data } });
    return { error: undefined, sent: true };
  } catch (error) {
    return data({ error: failureMessage(error), sent: false }, { status: failureStatus(error) });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Verify your e-mail address' },
  { name: 'robots', content: 'noindex' },
];

export default function VerifyEmailLink() {
  const { email, next } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const t = useText(AUTH_EN_IN);
  // The address goes in bold where the language puts it.
  const [before, after] = t('verifyLink.sent').split('{email}');
  return (
    <section className="auth-page">
      <h1 className="page-title">{t('verify.title.email')}</h1>
      {email ? (
        <>
          <p data-testid="link-sent-to">
            {before}
            <strong>{email}</strong>
            {after}
          </p>
          <Form method="post" className="auth-form" replace>
            <FormError message={result?.error} />
            {result?.sent ? (
              <p role="status" className="auth-form__notice">
                {t('verifyLink.resent')}
              </p>
            ) : null}
            <div className="auth-form__actions">
              <button className="button button--ghost" type="submit" disabled={submitting}>
                {t('verifyLink.sendAgain')}
              </button>
              <Link className="button button--primary" to={next}>
                {t('forgot.continue')}
              </Link>
            </div>
          </Form>
        </>
      ) : (
        <p>{t('verifyLink.nothing')}</p>
      )}
    </section>
  );
}
