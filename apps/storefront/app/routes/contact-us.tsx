import { CONTACT_CATEGORY, CONTACT_FIELDS_REQUIRED } from '@vitrine/contract';
import { useText } from '@vitrine/kit';
import { LEAD_EN_IN } from '@vitrine/kit/lead-texts';
import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import accountStyles from '../account/account.css?url';
import { failureMessage, failureStatus } from '../account/form.server';
import { FormError } from '../account/form-error';
import { readForm } from '../forms.server';
import leadStyles from '../leads/leads.css?url';
import { titleText } from '../page-title';
import { loadSectionPage } from '../sections/page-sections.server';
import { TemplateSlot } from '../sections/template-slot';
import type { Route } from './+types/contact-us';

export const handle = { themePage: 'contact-us' };

export const links = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: leadStyles },
];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleText(matches, LEAD_EN_IN, 'contact.title') },
];

/** The sections the merchant placed on the contact-us theme page, shown under the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { templateSections: await loadSectionPage(context, request, 'contact-us') };
}

const FIELDS = ['name', 'email', 'phone', 'comment'] as const;
type Fields = Record<(typeof FIELDS)[number], string>;

/** Sends the contact form as a lead ticket; visitors may use it too (spec: anonymous visitors). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = Object.fromEntries(
    FIELDS.map((name) => [
      name,
      String(form.get(name) ?? '')
        .trim()
        .slice(0, 2000),
    ]),
  ) as Fields;
  const fail = (error: string, status = 400) => data({ sent: false, error, values }, { status });
  if (FIELDS.some((name) => !values[name])) return fail(CONTACT_FIELDS_REQUIRED);
  try {
    await context.sdk.lead.createTicket({
      body: {
        status: 'open',
        priority: 'low',
        category: CONTACT_CATEGORY,
        content: { title: `Contact request from ${values.name}`, description: values.comment },
        _custom_json: { comms_details: { name: values.name, email: values.email, phone: values.phone } },
      },
    });
  } catch (error) {
    return fail(failureMessage(error), failureStatus(error));
  }
  return { sent: true, error: undefined, values: undefined };
}

export default function ContactUs() {
  const { templateSections } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const values = result?.values;
  const t = useText(LEAD_EN_IN);
  if (result?.sent) {
    return (
      <section className="lead-page" data-testid="contact-sent">
        <h1 className="page-title">{t('contact.thanks')}</h1>
        <p role="status" className="auth-form__notice">
          {t('contact.sent')}
        </p>
      </section>
    );
  }
  return (
    <section className="lead-page">
      <h1 className="page-title">{t('contact.title')}</h1>
      <p className="lead-page__intro">{t('contact.intro')}</p>
      <Form method="post" className="auth-form lead-form" data-testid="contact-form">
        <label className="auth-form__field">
          {t('contact.name')}
          <input name="name" autoComplete="name" maxLength={100} defaultValue={values?.name} />
        </label>
        <label className="auth-form__field">
          {t('contact.email')}
          <input
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={values?.email}
          />
        </label>
        <label className="auth-form__field">
          {t('contact.phone')}
          <input name="phone" type="tel" autoComplete="tel" maxLength={20} defaultValue={values?.phone} />
        </label>
        <label className="auth-form__field">
          {t('contact.comment')}
          <textarea name="comment" maxLength={2000} defaultValue={values?.comment} />
        </label>
        <FormError message={result?.error} />
        <div className="auth-form__actions">
          <button className="button button--primary" type="submit" disabled={submitting}>
            {t('contact.send')}
          </button>
        </div>
      </Form>
      <TemplateSlot page="contact-us" sections={templateSections} />
    </section>
  );
}
