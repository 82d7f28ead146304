import { GENDERS, type Gender } from '@vitrine/contract';
import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { z } from 'zod';
import { failureMessage, failureStatus } from '../account/form.server';
import { FormError } from '../account/form-error';
import { firstProblem, nameLike } from '../account/validation';
import { readForm, requireSameOrigin } from '../forms.server';
import { requireUser } from '../guards/guards.server';
import type { Route } from './+types/profile-details';

export const handle = { themePage: 'profile-details' };

export const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', unisex: 'Other' };

const DetailsForm = z.object({
  first_name: nameLike('First name').min(1, 'First name is required'),
  last_name: nameLike('Last name'),
  gender: z.enum([...GENDERS, ''], { error: 'Choose a gender from the list' }),
  dob: z.union([z.literal(''), z.iso.date('Enter the birthday as a date')]),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return {
    firstName: user.first_name ?? '',
    lastName: user.last_name ?? '',
    gender: user.gender ?? '',
    dob: (user.dob ?? '').slice(0, 10),
    emails: (user.emails ?? []).map((entry) => entry.email ?? ''),
    phones: (user.phone_numbers ?? []).map((entry) => `+${entry.country_code ?? ''} ${entry.phone ?? ''}`),
  };
}

/** Saves names, gender and birthday; contact details have their own pages (they need a code). */
export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  await requireUser(context, request);
  const parsed = DetailsForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ error: firstProblem(parsed.error), saved: false }, { status: 400 });
  try {
    await context.sdk.user.updateProfile({ body: parsed.data });
    return { error: undefined, saved: true };
  } catch (error) {
    return data({ error: failureMessage(error), saved: false }, { status: failureStatus(error) });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Profile details' },
  { name: 'robots', content: 'noindex' },
];

export default function ProfileDetails() {
  const { firstName, lastName, gender, dob, emails, phones } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  return (
    <section className="profile-page">
      <h1 className="page-title">Profile details</h1>
      <dl className="profile" data-testid="profile-details">
        <dt>Name</dt>
        <dd>{[firstName, lastName].filter(Boolean).join(' ') || 'Not given'}</dd>
        <dt>E-mail</dt>
        <dd>{emails.join(', ') || 'None'}</dd>
        <dt>Mobile</dt>
        <dd>{phones.join(', ') || 'None'}</dd>
      </dl>
      <Form method="post" className="auth-form" replace data-testid="details-form">
        <label className="auth-form__field">
          First name
          <input
            name="first_name"
            autoComplete="given-name"
            required
            maxLength={100}
            defaultValue={firstName}
          />
        </label>
        <label className="auth-form__field">
          Last name
          <input name="last_name" autoComplete="family-name" maxLength={100} defaultValue={lastName} />
        </label>
        <label className="auth-form__field">
          Gender
          <select name="gender" defaultValue={gender}>
            <option value="">Prefer not to say</option>
            {GENDERS.map((value) => (
              <option key={value} value={value}>
                {GENDER_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="auth-form__field">
          Birthday
          <input name="dob" type="date" autoComplete="bday" defaultValue={dob} min="1900-01-01" />
        </label>
        <FormError message={result?.error} />
        {result?.saved ? (
          <p role="status" className="auth-form__notice">
            Your details are saved.
          </p>
        ) : null}
        <div className="auth-form__actions">
          <button className="button button--primary" type="submit" disabled={submitting}>
            Save
          </button>
        </div>
      </Form>
    </section>
  );
}
