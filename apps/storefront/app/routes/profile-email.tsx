import { useText } from '@vitrine/kit';
import { PROFILE_EN_IN } from '@vitrine/kit/account-texts';
import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { AddContactForm, ContactCode } from '../account/add-contact';
import { CONTACT_INTENTS, contactCodeAction, pendingContact } from '../account/contact-code.server';
import { ContactList } from '../account/contact-list';
import { failureMessage, failureStatus } from '../account/form.server';
import { FormError } from '../account/form-error';
import { emailField, firstProblem } from '../account/validation';
import { readForm } from '../forms.server';
import { requireUser } from '../guards/guards.server';
import type { Route } from './+types/profile-email';

export const handle = { themePage: 'profile' };

const linkPage = (email: string) =>
  `/auth/verify-email-link?email=${encodeURIComponent(email)}&redirectUrl=${encodeURIComponent('/profile/email/')}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const pending = pendingContact(request);
  return {
    entries: (user.emails ?? []).map((entry) => ({
      label: entry.email ?? '',
      value: entry.email ?? '',
      primary: !!entry.primary,
      verified: !!entry.verified,
    })),
    pending: pending?.entity === 'email' ? pending : null,
  };
}

/**
 * Adds an address by code (or, intent add-by-link, unverified with a verification link sent to it), sends a link
 * to an unverified one, makes a verified one primary, or removes one (never the primary).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await readForm(request));
  if ((CONTACT_INTENTS as readonly unknown[]).includes(form.intent)) {
    return contactCodeAction(context, request, form);
  }
  const fail = (error: string, status = 400) => data({ error, saved: false }, { status });
  try {
    if (form.intent === 'add-by-link') {
      const email = emailField.safeParse(form.email);
      if (!email.success) return fail(firstProblem(email.error));
      await context.sdk.user.addEmail({ body: { email: email.data } });
      return redirect(linkPage(email.data));
    }
    const user = await requireUser(context, request);
    const entry = (user.emails ?? []).find((address) => address.email === form.value);
    if (!entry?.email) return fail('That e-mail address is not on your account', 404);
    if (form.intent === 'link') {
      await context.sdk.user.sendVerificationLinkToEmail({ body: { email: entry.email } });
      return redirect(linkPage(entry.email));
    }
    if (form.intent === 'primary') {
      await context.sdk.user.setEmailAsPrimary({ body: { email: entry.email } });
    } else if (form.intent === 'delete') {
      await context.sdk.user.deleteEmail({
        email: entry.email,
        active: !!entry.active,
        primary: !!entry.primary,
        verified: !!entry.verified,
      });
    } else {
      return fail('Choose what to do with the e-mail address');
    }
    return { error: undefined, saved: true };
  } catch (error) {
    return fail(failureMessage(error), failureStatus(error));
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'E-mail addresses' },
  { name: 'robots', content: 'noindex' },
];

export default function ProfileEmail() {
  const { entries, pending } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useText(PROFILE_EN_IN);
  return (
    <section className="profile-page">
      <h1 className="page-title">{t('contacts.emailTitle')}</h1>
      <ContactList entries={entries} empty={t('contacts.noEmail')} verifyByLink />
      {pending ? null : <FormError message={result?.error} />}
      <h2>{t('contacts.addEmail')}</h2>
      {pending ? (
        <ContactCode pending={pending} error={result?.error} />
      ) : (
        <AddContactForm entity="email" linkOption />
      )}
    </section>
  );
}
