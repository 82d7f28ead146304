import { GENDERS } from '@vitrine/contract';
import { useText } from '@vitrine/kit';
import { AUTH_EN_IN } from '@vitrine/kit/account-texts';
import { serialize } from 'cookie';
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { z } from 'zod';
import accountStyles from '../account/account.css?url';
import { AddContactForm, ContactCode } from '../account/add-contact';
import { CONTACT_INTENTS, contactCodeAction, pendingContact } from '../account/contact-code.server';
import { failureMessage, failureStatus } from '../account/form.server';
import { FormError } from '../account/form-error';
import { IntentButton } from '../account/intent-button';
import { loadUserPlatformConfig } from '../account/session.server';
import { firstProblem, nameLike } from '../account/validation';
import { arrivedOverHttps, readForm } from '../forms.server';
import { redirectUrlOf, requireUser } from '../guards/guards.server';
import { missingProfileFields, PROFILE_SKIP_COOKIE } from '../guards/profile-gate';
import type { StorefrontContext } from '../load-context';
import type { Route } from './+types/auth-edit-profile';

export const handle = { themePage: 'edit-profile' };

export const links = () => [{ rel: 'stylesheet', href: accountStyles }];

const ProfileForm = z.object({
  first_name: nameLike('First name').min(1, 'First name is required'),
  last_name: nameLike('Last name'),
  gender: z.enum([...GENDERS, ''], { error: 'Choose a gender from the list' }),
});

async function profileState(shop: StorefrontContext, request: Request) {
  const [user, config] = await Promise.all([requireUser(shop, request), loadUserPlatformConfig(shop)]);
  return { user, missing: missingProfileFields(user, config?.required_fields) };
}

/**
 * /auth/edit-profile (user-data guard): after a new account's first sign-in, or while the shop's required
 * contact details are missing. A missing mobile number or e-mail is added here and verified by code, so even a
 * hard requirement can be met.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, missing } = await profileState(context, request);
  return {
    firstName: user.first_name ?? '',
    lastName: user.last_name ?? '',
    gender: user.gender ?? '',
    missing: missing.map(({ field, level }) => ({ field, level })),
    canSkip: missing.length > 0 && missing.every((entry) => entry.level === 'soft'),
    pending: pendingContact(request),
  };
}

const skipCookie = (request: Request) =>
  serialize(PROFILE_SKIP_COOKIE, '1', {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: arrivedOverHttps(request),
  });

/** Adds a contact detail by code, saves the names, or dismisses a soft request (Skip). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await readForm(request));
  if ((CONTACT_INTENTS as readonly unknown[]).includes(form.intent)) {
    return contactCodeAction(context, request, form);
  }
  const { missing } = await profileState(context, request);
  const onlySoft = missing.every((entry) => entry.level === 'soft');
  const next = () => redirect(redirectUrlOf(request), { headers: { 'Set-Cookie': skipCookie(request) } });
  if (form.intent === 'skip') {
    if (!onlySoft) {
      return data(
        { error: 'The shop needs these details before you continue', saved: false, from: 'profile' },
        { status: 400 },
      );
    }
    return next();
  }
  const parsed = ProfileForm.safeParse(form);
  if (!parsed.success) {
    return data({ error: firstProblem(parsed.error), saved: false, from: 'profile' }, { status: 400 });
  }
  try {
    const saved = await context.sdk.user.updateProfile({ body: parsed.data });
    const email = (saved as { email?: unknown }).email;
    if ((saved as { verify_email_link?: unknown }).verify_email_link === true && typeof email === 'string') {
      const back = encodeURIComponent(redirectUrlOf(request));
      return redirect(`/auth/verify-email-link?email=${encodeURIComponent(email)}&redirectUrl=${back}`);
    }
  } catch (error) {
    return data(
      { error: failureMessage(error), saved: false, from: 'profile' },
      { status: failureStatus(error) },
    );
  }
  if (missing.length === 0) return redirect(redirectUrlOf(request));
  return onlySoft ? next() : { error: undefined, saved: true, from: 'profile' };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Edit profile' },
  { name: 'robots', content: 'noindex' },
];

function MissingContacts() {
  const { missing, pending } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useText(AUTH_EN_IN);
  const error = result && !('from' in result) ? result.error : undefined;
  if (missing.length === 0) return null;
  // One code at a time: the detail being verified, else a form for the first detail still missing.
  const adding = pending ?? null;
  const first = missing[0].field;
  return (
    <div className="auth-page__contacts">
      <ul className="auth-page__missing" data-testid="missing-fields">
        {missing.map((entry) => (
          <li key={entry.field}>
            {t(entry.level === 'hard' ? 'editProfile.needs' : 'editProfile.asksFor', {
              field: t(`editProfile.field.${entry.field}`),
            })}
          </li>
        ))}
      </ul>
      {adding ? (
        <ContactCode pending={adding} error={error} />
      ) : (
        <AddContactForm entity={first} error={error} />
      )}
    </div>
  );
}

export default function EditProfile() {
  const { firstName, lastName, gender, missing, canSkip } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const t = useText(AUTH_EN_IN);
  return (
    <section className="auth-page">
      <h1 className="page-title">{t(missing.length > 0 ? 'editProfile.complete' : 'editProfile.title')}</h1>
      <MissingContacts />
      <Form method="post" className="auth-form" replace data-testid="edit-profile-form">
        <label className="auth-form__field">
          {t('account.firstName')}
          <input
            name="first_name"
            autoComplete="given-name"
            required
            maxLength={100}
            defaultValue={firstName}
            data-testid="first-name"
          />
        </label>
        <label className="auth-form__field">
          {t('account.lastName')}
          <input
            name="last_name"
            autoComplete="family-name"
            maxLength={100}
            defaultValue={lastName}
            data-testid="last-name"
          />
        </label>
        <label className="auth-form__field">
          {t('account.gender')}
          <select name="gender" defaultValue={gender}>
            <option value="">{t('account.gender.none')}</option>
            {GENDERS.map((value) => (
              <option key={value} value={value}>
                {t(`account.gender.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <FormError message={result && 'from' in result ? result.error : undefined} />
        {result?.saved ? <p role="status">{t('editProfile.saved')}</p> : null}
        <div className="auth-form__actions">
          <IntentButton look="primary" intent="save" disabled={submitting} data-testid="save-profile">
            {t('account.save')}
          </IntentButton>
          {canSkip ? (
            <IntentButton look="ghost" intent="skip" formNoValidate data-testid="skip-profile">
              {t('editProfile.skip')}
            </IntentButton>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
