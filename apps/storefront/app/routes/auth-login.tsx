import { useText } from '@vitrine/kit';
import { AUTH_EN_IN, PROFILE_EN_IN } from '@vitrine/kit/account-texts';
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { z } from 'zod';
import accountStyles from '../account/account.css?url';
import { AuthLink } from '../account/auth-links';
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
import { loadUserPlatformConfig } from '../account/session.server';
import { afterCodeSignIn, sameScreen, signedInHeaders } from '../account/sign-in.server';
import { SocialSignIn } from '../account/social-sign-in';
import { countryCodeField, firstProblem, mobileField, oneTimeCodeField } from '../account/validation';
import { arrivedOverHttps, readForm } from '../forms.server';
import { redirectUrlOf, requireGuest } from '../guards/guards.server';
import type { Route } from './+types/auth-login';

export const handle = { themePage: 'login' };

export const links = () => [{ rel: 'stylesheet', href: accountStyles }];

const SignIn = z.object({
  username: z.string().trim().min(1, 'Enter your e-mail or mobile number').max(254, 'That is too long'),
  password: z.string().min(1, 'Enter your password').max(200, 'That password is too long'),
});
const SendCode = z.object({ mobile: mobileField, country_code: countryCodeField });

type Tab = 'phone' | 'password';

/** /auth/login: guests only. A phone-code tab and a password tab, as the shop's sign-in settings allow. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [config] = await Promise.all([loadUserPlatformConfig(context), requireGuest(context, request)]);
  const tabs: Tab[] = [];
  if (config?.login?.otp !== false) tabs.push('phone');
  if (config?.login?.password !== false) tabs.push('password');
  const asked = new URL(request.url).searchParams.get('tab');
  const tab = tabs.find((name) => name === asked) ?? tabs[0] ?? null;
  const pending = tab === 'phone' ? readPendingCode(request, ['login']) : null;
  return {
    subtext: config?.subtext || null,
    passwordReset: new URL(request.url).searchParams.get('reset') === 'done',
    tabs,
    tab,
    canRegister: config?.register !== false,
    canReset: config?.forgot_password !== false,
    code: pending
      ? { sentTo: `+${pending.country_code} ${pending.mobile}`, resendIn: secondsUntilResend(pending) }
      : null,
  };
}

/** intent: password, send-code, verify, resend or change-number. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await readForm(request));
  const secure = arrivedOverHttps(request);
  const fail = (error: string, status = 400) =>
    data({ error, username: String(form.username ?? '') }, { status });
  try {
    switch (form.intent) {
      case 'send-code': {
        const parsed = SendCode.safeParse(form);
        if (!parsed.success) return fail(firstProblem(parsed.error));
        const sent = await context.sdk.user.loginWithOTP({ body: parsed.data });
        const cookie = pendingCodeCookie(
          {
            purpose: 'login',
            mobile: parsed.data.mobile,
            country_code: parsed.data.country_code,
            request_id: sent.request_id,
            resend_token: sent.resend_token,
            resend_at: resendAt(sent.resend_timer),
          },
          secure,
        );
        return redirect(sameScreen(request), { headers: { 'Set-Cookie': cookie } });
      }
      case 'resend': {
        const pending = readPendingCode(request, ['login']);
        if (!pending?.mobile) return fail('Ask for a code first');
        const sent = await context.sdk.user.sendOTPOnMobile({
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
      case 'verify': {
        const pending = readPendingCode(request, ['login']);
        if (!pending?.request_id) return fail('Ask for a code first');
        const otp = oneTimeCodeField.safeParse(form.otp);
        if (!otp.success) return fail(firstProblem(otp.error));
        const [result, headers] = await context.sdk.user.verifyMobileOTP(
          { body: { request_id: pending.request_id, otp: otp.data } },
          { responseHeaders: true },
        );
        return afterCodeSignIn(request, result, signedInHeaders(request, headers));
      }
      case 'change-number':
        return redirect(sameScreen(request), { headers: { 'Set-Cookie': clearPendingCodeCookie() } });
      default: {
        const parsed = SignIn.safeParse(form);
        if (!parsed.success) return fail(firstProblem(parsed.error));
        const [, headers] = await context.sdk.user.loginWithEmailAndPassword(
          { body: parsed.data },
          { responseHeaders: true },
        );
        return redirect(redirectUrlOf(request), { headers: signedInHeaders(request, headers) });
      }
    }
  } catch (error) {
    return fail(failureMessage(error), failureStatus(error));
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Sign in' }, { name: 'robots', content: 'noindex' }];

function PhoneTab() {
  const t = useText(AUTH_EN_IN, PROFILE_EN_IN);
  const { code } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  if (code) {
    return (
      <>
        <CodeForm sentTo={code.sentTo} resendInSeconds={code.resendIn} error={result?.error} />
        <Form method="post" replace>
          <IntentButton look="link" intent="change-number">
            {t('account.useAnotherNumber')}
          </IntentButton>
        </Form>
      </>
    );
  }
  return (
    <Form method="post" className="auth-form" replace data-testid="phone-form">
      <div className="auth-form__phone">
        <label className="auth-form__field">
          {t('account.code')}
          <input name="country_code" defaultValue="91" inputMode="numeric" maxLength={5} required />
        </label>
        <label className="auth-form__field">
          {t('account.mobileNumber')}
          <input
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={15}
            required
            data-testid="login-mobile"
          />
        </label>
      </div>
      <FormError message={result?.error} />
      <IntentButton look="primary" intent="send-code" disabled={submitting}>
        {t('account.getCode')}
      </IntentButton>
    </Form>
  );
}

function PasswordTab() {
  const t = useText(AUTH_EN_IN, PROFILE_EN_IN);
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="auth-form" replace>
      <label className="auth-form__field">
        {t('account.emailOrMobile')}
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
        {t('account.password')}
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
      <IntentButton look="primary" intent="password" disabled={submitting}>
        {submitting ? t('account.signingIn') : t('account.signIn')}
      </IntentButton>
    </Form>
  );
}

export default function Login() {
  const { subtext, tabs, tab, canRegister, canReset, passwordReset } = useLoaderData<typeof loader>();
  const t = useText(AUTH_EN_IN, PROFILE_EN_IN);
  return (
    <section className="auth-page">
      <h1 className="page-title">{t('account.signIn')}</h1>
      <p className="auth-page__subtext">{subtext ?? t('account.signInSubtext')}</p>
      {passwordReset ? (
        <p role="status" className="auth-form__notice" data-testid="password-reset-done">
          {t('account.passwordResetDone')}
        </p>
      ) : null}
      {tabs.length > 1 ? (
        <nav className="auth-tabs" aria-label={t('account.waysToSignIn')}>
          {tabs.map((name) => (
            <AuthLink
              key={name}
              to="/auth/login"
              set={{ tab: name }}
              replace
              aria-current={name === tab ? 'page' : undefined}
              data-testid={`tab-${name}`}
            >
              {t(`account.tab.${name}`)}
            </AuthLink>
          ))}
        </nav>
      ) : null}
      {tab === 'phone' ? <PhoneTab /> : tab === 'password' ? <PasswordTab /> : <p>{t('account.noSignIn')}</p>}
      <SocialSignIn />
      <div className="auth-page__links">
        {canReset ? <AuthLink to="/auth/forgot-password">{t('account.forgotPassword')}</AuthLink> : null}
        {canRegister ? (
          <AuthLink to="/auth/register" data-testid="register-link">
            {t('account.createAnAccount')}
          </AuthLink>
        ) : null}
      </div>
    </section>
  );
}
