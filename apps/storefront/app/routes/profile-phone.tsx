import { useText } from '@vitrine/kit';
import { PROFILE_EN_IN } from '@vitrine/kit/account-texts';
import { data, useActionData, useLoaderData } from 'react-router';
import { AddContactForm, ContactCode } from '../account/add-contact';
import { CONTACT_INTENTS, contactCodeAction, pendingContact } from '../account/contact-code.server';
import { ContactList } from '../account/contact-list';
import { failureMessage, failureStatus } from '../account/form.server';
import { FormError } from '../account/form-error';
import { readForm } from '../forms.server';
import { requireUser } from '../guards/guards.server';
import type { Route } from './+types/profile-phone';

export const handle = { themePage: 'profile' };

/** Posted entries are `{country_code}-{phone}`. */
const entryValue = (entry: { country_code?: number; phone?: string }) =>
  `${entry.country_code ?? 91}-${entry.phone}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const pending = pendingContact(request);
  return {
    entries: (user.phone_numbers ?? []).map((entry) => ({
      label: `+${entry.country_code ?? 91} ${entry.phone ?? ''}`,
      value: entryValue(entry),
      primary: !!entry.primary,
      verified: !!entry.verified,
    })),
    pending: pending?.entity === 'mobile' ? pending : null,
  };
}

/** Adds a number by code, makes a verified one primary, or removes one (never the primary). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await readForm(request));
  if ((CONTACT_INTENTS as readonly unknown[]).includes(form.intent)) {
    return contactCodeAction(context, request, form);
  }
  const user = await requireUser(context, request);
  const entry = (user.phone_numbers ?? []).find((number) => entryValue(number) === form.value);
  if (!entry?.phone)
    return data({ error: 'That number is not on your account', saved: false }, { status: 404 });
  const country_code = String(entry.country_code ?? 91);
  try {
    if (form.intent === 'primary') {
      await context.sdk.user.setMobileNumberAsPrimary({
        body: { phone: entry.phone, country_code, verified: true, active: true, primary: true },
      });
    } else if (form.intent === 'delete') {
      await context.sdk.user.deleteMobileNumber({
        phone: entry.phone,
        countryCode: country_code,
        active: !!entry.active,
        primary: !!entry.primary,
        verified: !!entry.verified,
      });
    } else {
      return data({ error: 'Choose what to do with the number', saved: false }, { status: 400 });
    }
    return { error: undefined, saved: true };
  } catch (error) {
    return data({ error: failureMessage(error), saved: false }, { status: failureStatus(error) });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Phone numbers' },
  { name: 'robots', content: 'noindex' },
];

export default function ProfilePhone() {
  const { entries, pending } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useText(PROFILE_EN_IN);
  return (
    <section className="profile-page">
      <h1 className="page-title">{t('contacts.phoneTitle')}</h1>
      <ContactList entries={entries} empty={t('contacts.noPhone')} />
      {pending ? null : <FormError message={result?.error} />}
      <h2>{t('contacts.addPhone')}</h2>
      {pending ? <ContactCode pending={pending} error={result?.error} /> : <AddContactForm entity="mobile" />}
    </section>
  );
}
