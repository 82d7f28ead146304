import { GENDERS, type Gender } from '@vitrine/contract';
import { serialize } from 'cookie';
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { z } from 'zod';
import accountStyles from '../account/account.css?url';
import { failureMessage, failureStatus } from '../account/form.server';
import { FormError } from '../account/form-error';
import { loadUserPlatformConfig } from '../account/session.server';
import { arrivedOverHttps, readForm, requireSameOrigin } from '../forms.server';
import { redirectUrlOf, requireUser } from '../guards/guards.server';
import { missingProfileFields, PROFILE_SKIP_COOKIE, type ProfileField } from '../guards/profile-gate';
import type { StorefrontContext } from '../load-context';
import type { Route } from './+types/auth-edit-profile';

export const handle = { themePage: 'edit-profile' };

export const links = () => [{ rel: 'stylesheet', href: accountStyles }];

/** Letters, digits, hyphen, underscore, apostrophe, period and space (spec §5, name-like text). */
const nameLike = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .regex(/^[\p{L}\p{N}\-_'. ]*$/u, `${label} may use only letters, digits, spaces and - _ ' .`);

const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', unisex: 'Other' };

const ProfileForm = z.object({
  first_name: nameLike('First name').min(1, 'First name is required'),
  last_name: nameLike('Last name'),
  gender: z.enum([...GENDERS, ''], { error: 'Choose a gender from the list' }),
});

const FIELD_TEXT: Record<ProfileField, string> = {
  email: 'a verified e-mail address',
  mobile: 'a verified mobile number',
};

async function profileState(shop: StorefrontContext, request: Request) {
  const [user, config] = await Promise.all([requireUser(shop, request), loadUserPlatformConfig(shop)]);
  return { shop, user, missing: missingProfileFields(user, config?.required_fields) };
}

/** /auth/edit-profile: needs a signed-in shopper; shows what the shop requires and edits the name. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, missing } = await profileState(context, request);
  return {
    firstName: user.first_name ?? '',
    lastName: user.last_name ?? '',
    gender: user.gender ?? '',
    missing: missing.map(({ field, level }) => ({ text: FIELD_TEXT[field], level })),
    canSkip: missing.length > 0 && missing.every((entry) => entry.level === 'soft'),
  };
}

const skipCookie = (request: Request) =>
  serialize(PROFILE_SKIP_COOKIE, '1', {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: arrivedOverHttps(request),
  });

/** Saves the name (and, when only soft requests remain, moves on), or dismisses the soft request (Skip). */
export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { shop, missing } = await profileState(context, request);
  const form = Object.fromEntries(await readForm(request));
  const onlySoft = missing.every((entry) => entry.level === 'soft');
  const next = () => redirect(redirectUrlOf(request), { headers: { 'Set-Cookie': skipCookie(request) } });
  if (form.intent === 'skip') {
    if (!onlySoft)
      return data({ error: 'The shop needs these details before you continue' }, { status: 400 });
    return next();
  }
  const parsed = ProfileForm.safeParse(form);
  if (!parsed.success) return data({ error: parsed.error.issues[0].message }, { status: 400 });
  try {
    await shop.sdk.user.updateProfile({ body: parsed.data });
  } catch (error) {
    return data({ error: failureMessage(error) }, { status: failureStatus(error) });
  }
  if (missing.length === 0) return redirect(redirectUrlOf(request));
  return onlySoft ? next() : { error: undefined, saved: true };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Edit profile' },
  { name: 'robots', content: 'noindex' },
];

export default function EditProfile() {
  const { firstName, lastName, gender, missing, canSkip } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  return (
    <section className="auth-page">
      <h1 className="page-title">{missing.length > 0 ? 'Complete your profile' : 'Edit profile'}</h1>
      {missing.length > 0 ? (
        <ul className="auth-page__missing" data-testid="missing-fields">
          {missing.map((entry) => (
            <li key={entry.text}>
              The shop {entry.level === 'hard' ? 'needs' : 'asks for'} {entry.text} on your account.
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="auth-form" replace>
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
        <FormError message={result?.error} />
        {result && 'saved' in result ? <p role="status">Your profile is saved.</p> : null}
        <div className="auth-form__actions">
          <button
            className="button button--primary"
            type="submit"
            name="intent"
            value="save"
            disabled={submitting}
          >
            Save
          </button>
          {canSkip ? (
            <button
              className="button button--ghost"
              type="submit"
              name="intent"
              value="skip"
              formNoValidate
              data-testid="skip-profile"
            >
              Skip for now
            </button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
