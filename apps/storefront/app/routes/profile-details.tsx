import { GENDERS } from '@vitrine/contract';
import { useText } from '@vitrine/kit';
import { AUTH_EN_IN, PROFILE_EN_IN } from '@vitrine/kit/account-texts';
import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { z } from 'zod';
import { ChangePasswordForm, DeleteAccount } from '../account/account-security';
import {
  hasPassword,
  pendingDeletion,
  SECURITY_INTENTS,
  securityAction,
} from '../account/account-security.server';
import { failureMessage, failureStatus } from '../account/form.server';
import { FormError } from '../account/form-error';
import type { ProfileResult } from '../account/profile-forms';
import { firstProblem, nameLike } from '../account/validation';
import { readForm } from '../forms.server';
import { requireUser } from '../guards/guards.server';
import type { Route } from './+types/profile-details';

export const handle = { themePage: 'profile-details' };

const DetailsForm = z.object({
  first_name: nameLike('First name').min(1, 'First name is required'),
  last_name: nameLike('Last name'),
  gender: z.enum([...GENDERS, ''], { error: 'Choose a gender from the list' }),
  dob: z.union([z.literal(''), z.iso.date('Enter the birthday as a date')]),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, withPassword] = await Promise.all([requireUser(context, request), hasPassword(context)]);
  return {
    firstName: user.first_name ?? '',
    lastName: user.last_name ?? '',
    gender: user.gender ?? '',
    dob: (user.dob ?? '').slice(0, 10),
    emails: (user.emails ?? []).map((entry) => entry.email ?? ''),
    phones: (user.phone_numbers ?? []).map((entry) => `+${entry.country_code ?? ''} ${entry.phone ?? ''}`),
    hasPassword: withPassword,
    deletion: pendingDeletion(request),
  };
}

/**
 * Saves names, gender and birthday; contact details have their own pages (they need a code). The password and
 * the deletion of the account are steps of their own (account-security.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const form = Object.fromEntries(await readForm(request));
  if ((SECURITY_INTENTS as readonly unknown[]).includes(form.intent)) {
    return securityAction(context, request, user, form);
  }
  const parsed = DetailsForm.safeParse(form);
  const answer = (result: Omit<ProfileResult, 'form'>, status = 200) =>
    data<ProfileResult>({ form: 'details', ...result }, { status });
  if (!parsed.success) return answer({ error: firstProblem(parsed.error) }, 400);
  try {
    await context.sdk.user.updateProfile({ body: parsed.data });
    return answer({ saved: true });
  } catch (error) {
    return answer({ error: failureMessage(error) }, failureStatus(error));
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Profile details' },
  { name: 'robots', content: 'noindex' },
];

export default function ProfileDetails() {
  const { firstName, lastName, gender, dob, emails, phones, hasPassword, deletion } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const t = useText(PROFILE_EN_IN, AUTH_EN_IN);
  const details = result?.form === 'details' ? result : undefined;
  return (
    <section className="profile-page">
      <h1 className="page-title">{t('profile.details')}</h1>
      <dl className="profile" data-testid="profile-details">
        <dt>{t('profile.name')}</dt>
        <dd>{[firstName, lastName].filter(Boolean).join(' ') || t('profile.notGiven')}</dd>
        <dt>{t('profile.email')}</dt>
        <dd>{emails.join(', ') || t('profile.none')}</dd>
        <dt>{t('profile.mobile')}</dt>
        <dd>{phones.join(', ') || t('profile.none')}</dd>
      </dl>
      <Form method="post" className="auth-form" replace data-testid="details-form">
        <label className="auth-form__field">
          {t('account.firstName')}
          <input
            name="first_name"
            autoComplete="given-name"
            required
            maxLength={100}
            defaultValue={firstName}
          />
        </label>
        <label className="auth-form__field">
          {t('account.lastName')}
          <input name="last_name" autoComplete="family-name" maxLength={100} defaultValue={lastName} />
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
        <label className="auth-form__field">
          {t('account.birthday')}
          <input name="dob" type="date" autoComplete="bday" defaultValue={dob} min="1900-01-01" />
        </label>
        <FormError message={details?.error} />
        {details?.saved ? (
          <p role="status" className="auth-form__notice">
            {t('profile.saved')}
          </p>
        ) : null}
        <div className="auth-form__actions">
          <button className="button button--primary" type="submit" disabled={submitting}>
            {t('account.save')}
          </button>
        </div>
      </Form>
      <ChangePasswordForm hasPassword={hasPassword} result={result} />
      <DeleteAccount pending={deletion} result={result} />
    </section>
  );
}
