import { useText } from '@vitrine/kit';
import { LEAD_EN_IN } from '@vitrine/kit/lead-texts';
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import accountStyles from '../account/account.css?url';
import { failureMessage, failureStatus } from '../account/form.server';
import { FormError } from '../account/form-error';
import { loadUser } from '../account/session.server';
import { pageError } from '../catalog/page-error.server';

import { fullPath, loginUrl } from '../guards/guards.server';
import { CUSTOM_FORM_POST_BYTES } from '../leads/file-post-limits';
import { FormField } from '../leads/form-field';
import { readFormPost } from '../leads/form-post.server';
import leadStyles from '../leads/leads.css?url';
import { readCappedForm } from '../leads/multipart.server';
import { titleText } from '../page-title';
import type { Route } from './+types/custom-form';

export const links = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: leadStyles },
];

async function loadForm(context: Route.LoaderArgs['context'], request: Request, slug: string) {
  const form = await context.sdk.lead.getCustomForm({ slug }).catch(pageError);
  if (form.login_required && !(await loadUser(context, request))) throw redirect(loginUrl(fullPath(request)));
  return form;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { form: await loadForm(context, request, params.slug) };
}

/** Checks the answers, uploads chosen files through the assets calls, and submits the form as a lead. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await loadForm(context, request, params.slug);
  const post = await readFormPost(context.sdk, form, await readCappedForm(request, CUSTOM_FORM_POST_BYTES));
  if (!post.ok) return data({ ...post, message: undefined, error: undefined }, { status: 400 });
  try {
    const answer = await context.sdk.lead.submitCustomForm({
      slug: params.slug,
      body: { response: post.answers },
    });
    return { ok: true as const, message: answer.message, errors: {}, values: {}, error: undefined };
  } catch (error) {
    return data(
      { ok: false as const, errors: {}, values: {}, message: undefined, error: failureMessage(error) },
      { status: failureStatus(error) },
    );
  }
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: loaded?.form.title ?? titleText(matches, LEAD_EN_IN, 'form.title') },
];

export default function CustomFormPage() {
  const { form } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const t = useText(LEAD_EN_IN);
  if (result?.ok) {
    return (
      <section className="lead-page" data-testid="form-sent">
        <h1 className="page-title">{form.title}</h1>
        <p role="status" className="auth-form__notice">
          {result.message}
        </p>
      </section>
    );
  }
  const errors: Record<string, string> = result?.errors ?? {};
  const values: Record<string, string | string[]> = result?.values ?? {};
  const hasFiles = form.inputs.some((input) => input.type === 'file');
  return (
    <section className="lead-page">
      <h1 className="page-title">{form.title}</h1>
      {form.description ? <p className="lead-page__intro">{form.description}</p> : null}
      <Form
        method="post"
        noValidate
        className="auth-form lead-form"
        encType={hasFiles ? 'multipart/form-data' : undefined}
        data-testid="custom-form"
      >
        {form.inputs.map((input) => (
          <FormField key={input.key} input={input} value={values[input.key]} error={errors[input.key]} />
        ))}
        <FormError
          message={result?.error ?? (Object.keys(errors).length ? t('form.correctFields') : undefined)}
        />
        <div className="auth-form__actions">
          <button className="button button--primary" type="submit" disabled={submitting}>
            {form.submit_button?.title || t('form.submit')}
          </button>
        </div>
      </Form>
    </section>
  );
}
