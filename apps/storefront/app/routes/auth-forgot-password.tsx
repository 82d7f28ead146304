import { useText } from '@vitrine/kit';
import { AUTH_EN_IN } from '@vitrine/kit/account-texts';
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import accountStyles from '../account/account.css?url';
import { AuthLink, authHref } from '../account/auth-links';
import { CodeForm } from '../account/code-form';
import { failureMessage, failureStatus } from '../account/form.server';
import { FormError } from '../account/form-error';
import { IntentButton } from '../account/intent-button';
import {
  afterResend,
  clearPendingCodeCookie,
  pendingCodeCookie,
  readPendingCode,
  resendAt,
  secondsUntilResend,
} from '../account/pending-code.server';
import { sameScreen } from '../account/sign-in.server';
import { emailField, firstProblem, mobileField, oneTimeCodeField } from '../account/validation';
import { arrivedOverHttps, readForm } from '../forms.server';
import { requireGuest } from '../guards/guards.server';
import type { Route } from './+types/auth-forgot-password';

export const handle = { themePage: 'forgot-password' };

export const links = () => [{ rel: 'stylesheet', href: accountStyles }];

/** /auth/forgot-password: guests only. An e-mail gets a reset link; a mobile number gets a code typed here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireGuest(context, request);
  const pending = readPendingCode(request, ['forgot-mobile']);
  return {
    code:
      pending && !pending.reset_token
        ? { sentTo: `+${pending.country_code} ${pending.mobile}`, resendIn: secondsUntilResend(pending) }
        : null,
  };
}

const COUNTRY_CODE = '91';

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await readForm(request));
  const secure = arrivedOverHttps(request);
  const fail = (error: string, status = 400) => data({ error, linkSentTo: undefined }, { status });
  try {
    if (form.intent === 'verify' || form.intent === 'resend') {
      const pending = readPendingCode(request, ['forgot-mobile']);
      if (!pending?.mobile) return fail('Ask for a code first');
      if (form.intent === 'resend') {
        const sent = await context.sdk.user.sendForgotOTPOnMobile({
          body: {
            mobile: pending.mobile,
            country_code: pending.country_code,
            action: 'resend',
            token: pending.resend_token,
          },
        });
        const cookie = pendingCodeCookie(afterResend(pending, sent), secure);
        return redirect(sameScreen(request), { headers: { 'Set-Cookie': cookie } });
      }
      const otp = oneTimeCodeField.safeParse(form.otp);
      if (!otp.success) return fail(firstProblem(otp.error));
      const verified = await context.sdk.user.verifyMobileForgotOTP({
        body: { request_id: pending.request_id ?? '', otp: otp.data },
      });
      const cookie = pendingCodeCookie({ ...pending, reset_token: verified.forgot_token }, secure);
      const next = authHref('/auth/set-password', new URL(request.url).search);
      return redirect(next, { headers: { 'Set-Cookie': cookie } });
    }
    if (form.intent === 'change') {
      return redirect(sameScreen(request), { headers: { 'Set-Cookie': clearPendingCodeCookie() } });
    }
    const username = String(form.username ?? '').trim();
    if (username.includes('@')) {
      const email = emailField.safeParse(username);
      if (!email.success) return fail(firstProblem(email.error));
      await context.sdk.user.sendResetPasswordEmail({ body: { email: email.data } });
      return { error: undefined, linkSentTo: email.data };
    }
    const mobile = mobileField.safeParse(username.replace(/^\+91/, ''));
    if (!mobile.success) return fail('Enter your e-mail address or mobile number');
    const sent = await context.sdk.user.sendForgotOTPOnMobile({
      body: { mobile: mobile.data, country_code: COUNTRY_CODE },
    });
    const cookie = pendingCodeCookie(
      {
        purpose: 'forgot-mobile',
        mobile: mobile.data,
        country_code: COUNTRY_CODE,
        request_id: sent.request_id,
        resend_token: sent.resend_token,
        resend_at: resendAt(sent.resend_timer),
      },
      secure,
    );
    return redirect(sameScreen(request), { headers: { 'Set-Cookie': cookie } });
  } catch (error) {
    return fail(failureMessage(error), failureStatus(error));
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Forgot password' },
  { name: 'robots', content: 'noindex' },
];

export default function ForgotPassword() {
  const { code } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const t = useText(AUTH_EN_IN);
  return (
    <section className="auth-page">
      <h1 className="page-title">{t('forgot.title')}</h1>
      {result?.linkSentTo ? (
        <p role="status" className="auth-form__notice" data-testid="reset-link-sent">
          {t('forgot.linkSent', { contact: result.linkSentTo })}
        </p>
      ) : code ? (
        <>
          <CodeForm sentTo={code.sentTo} resendInSeconds={code.resendIn} error={result?.error} />
          <Form method="post" replace>
            <IntentButton look="link" intent="change">
              {t('forgot.useAnother')}
            </IntentButton>
          </Form>
        </>
      ) : (
        <Form method="post" className="auth-form" replace data-testid="forgot-form">
          <p className="auth-page__subtext">{t('forgot.intro')}</p>
          <label className="auth-form__field">
            {t('account.emailOrMobile')}
            <input
              name="username"
              autoComplete="username"
              required
              maxLength={254}
              data-testid="forgot-username"
            />
          </label>
          <FormError message={result?.error} />
          <button className="button button--primary" type="submit" disabled={submitting}>
            {t('forgot.continue')}
          </button>
        </Form>
      )}
      <div className="auth-page__links">
        <AuthLink to="/auth/login" set={{ tab: 'password' }}>
          {t('forgot.backToSignIn')}
        </AuthLink>
      </div>
    </section>
  );
}
