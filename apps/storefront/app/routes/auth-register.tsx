import { GENDERS } from '@vitrine/contract';
import { useText } from '@vitrine/kit';
import { AUTH_EN_IN, PROFILE_EN_IN } from '@vitrine/kit/account-texts';
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { z } from 'zod';
import accountStyles from '../account/account.css?url';
import { AuthLink, authHref } from '../account/auth-links';
import { failureMessage, failureStatus } from '../account/form.server';
import { FormError } from '../account/form-error';
import { NewPasswordFields } from '../account/new-password-fields';
import { pendingCodeCookie, resendAt } from '../account/pending-code.server';
import { loadUserPlatformConfig } from '../account/session.server';
import { signedInHeaders } from '../account/sign-in.server';
import {
  countryCodeField,
  emailField,
  firstProblem,
  mobileField,
  nameLike,
  newPasswordField,
} from '../account/validation';
import { arrivedOverHttps, readForm } from '../forms.server';
import { redirectUrlOf, requireGuest } from '../guards/guards.server';
import type { Route } from './+types/auth-register';

export const handle = { themePage: 'register' };

export const links = () => [{ rel: 'stylesheet', href: accountStyles }];

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** The registration form; which of e-mail and mobile must be given is the shop's register_required_fields. */
function registerForm(needEmail: boolean, needMobile: boolean) {
  return z
    .object({
      first_name: nameLike('First name').min(1, 'First name is required'),
      last_name: nameLike('Last name'),
      gender: z.enum([...GENDERS, ''], { error: 'Choose a gender from the list' }),
      email: z.preprocess(blankAsMissing, needEmail ? emailField : emailField.optional()),
      mobile: z.preprocess(blankAsMissing, needMobile ? mobileField : mobileField.optional()),
      country_code: countryCodeField,
      password: newPasswordField,
      confirm_password: z.string(),
    })
    .refine((form) => form.password === form.confirm_password, {
      message: 'The passwords do not match',
    })
    .refine((form) => form.email || form.mobile, { message: 'Enter an e-mail address or a mobile number' });
}

async function registerSettings(context: Route.LoaderArgs['context']) {
  const config = await loadUserPlatformConfig(context);
  // A soft requirement may be met later (edit-profile asks for it once), so only a hard one is a must here.
  const must = (field?: { is_required?: boolean; level?: string }) =>
    field?.is_required === true && field.level !== 'soft';
  return {
    open: config?.register !== false,
    needEmail: must(config?.register_required_fields?.email),
    needMobile: must(config?.register_required_fields?.mobile),
  };
}

/** /auth/register: guests only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [settings] = await Promise.all([registerSettings(context), requireGuest(context, request)]);
  return settings;
}

/**
 * Registers, then verifies what the platform asks to be verified: the mobile number's code
 * (/auth/verify-mobile), then the e-mail's (/auth/verify-email). With nothing to verify the shopper is in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const settings = await registerSettings(context);
  const form = Object.fromEntries(await readForm(request));
  const echo = {
    first_name: String(form.first_name ?? ''),
    last_name: String(form.last_name ?? ''),
    email: String(form.email ?? ''),
    mobile: String(form.mobile ?? ''),
  };
  if (!settings.open)
    return data({ error: 'This shop does not take new accounts', ...echo }, { status: 403 });
  const parsed = registerForm(settings.needEmail, settings.needMobile).safeParse(form);
  if (!parsed.success) return data({ error: firstProblem(parsed.error), ...echo }, { status: 400 });
  const { email, mobile, country_code, first_name, last_name, gender, password } = parsed.data;
  try {
    const [sent, headers] = await context.sdk.user.registerWithForm(
      {
        body: {
          first_name,
          last_name,
          gender: gender || undefined,
          email,
          password,
          phone: mobile ? { mobile, country_code } : undefined,
        },
      },
      { responseHeaders: true },
    );
    const search = new URL(request.url).search;
    if (!sent.verify_mobile_otp && !sent.verify_email_otp) {
      return redirect(redirectUrlOf(request), { headers: signedInHeaders(request, headers) });
    }
    const cookie = pendingCodeCookie(
      {
        purpose: 'register',
        mobile,
        country_code,
        email,
        request_id: sent.request_id,
        register_token: sent.register_token,
        resend_token: sent.resend_token,
        resend_email_token: sent.resend_email_token,
        verify_mobile: sent.verify_mobile_otp === true,
        verify_email: sent.verify_email_otp === true,
        resend_at: resendAt(sent.resend_timer),
      },
      arrivedOverHttps(request),
    );
    const next = sent.verify_mobile_otp ? '/auth/verify-mobile' : '/auth/verify-email';
    return redirect(authHref(next, search), { headers: { 'Set-Cookie': cookie } });
  } catch (error) {
    return data({ error: failureMessage(error), ...echo }, { status: failureStatus(error) });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Create an account' },
  { name: 'robots', content: 'noindex' },
];

function Optional({ needed }: { needed: boolean }) {
  const t = useText(AUTH_EN_IN, PROFILE_EN_IN);
  return needed ? null : <span className="auth-form__optional"> {t('account.optional')}</span>;
}

export default function Register() {
  const { open, needEmail, needMobile } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const t = useText(AUTH_EN_IN, PROFILE_EN_IN);
  return (
    <section className="auth-page">
      <h1 className="page-title">{t('account.createAnAccount')}</h1>
      {open ? (
        <Form method="post" className="auth-form" replace data-testid="register-form">
          <label className="auth-form__field">
            {t('account.firstName')}
            <input
              name="first_name"
              autoComplete="given-name"
              required
              maxLength={100}
              defaultValue={result?.first_name}
            />
          </label>
          <label className="auth-form__field">
            <span>
              {t('account.lastName')}
              <Optional needed={false} />
            </span>
            <input
              name="last_name"
              autoComplete="family-name"
              maxLength={100}
              defaultValue={result?.last_name}
            />
          </label>
          <label className="auth-form__field">
            <span>
              {t('account.gender')}
              <Optional needed={false} />
            </span>
            <select name="gender" defaultValue="">
              <option value="">{t('account.gender.none')}</option>
              {GENDERS.map((value) => (
                <option key={value} value={value}>
                  {t(`account.gender.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="auth-form__field">
            <span>
              {t('account.emailAddress')}
              <Optional needed={needEmail} />
            </span>
            <input
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              required={needEmail}
              defaultValue={result?.email}
            />
          </label>
          <div className="auth-form__phone">
            <label className="auth-form__field">
              {t('account.code')}
              <input name="country_code" defaultValue="91" inputMode="numeric" maxLength={5} />
            </label>
            <label className="auth-form__field">
              <span>
                {t('account.mobileNumber')}
                <Optional needed={needMobile} />
              </span>
              <input
                name="mobile"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={15}
                required={needMobile}
                defaultValue={result?.mobile}
              />
            </label>
          </div>
          <NewPasswordFields first />
          <FormError message={result?.error} />
          <button className="button button--primary" type="submit" disabled={submitting}>
            {t('account.createAccount')}
          </button>
        </Form>
      ) : (
        <p>{t('account.registrationClosed')}</p>
      )}
      <div className="auth-page__links">
        <AuthLink to="/auth/login">{t('account.haveAccount')}</AuthLink>
      </div>
    </section>
  );
}
