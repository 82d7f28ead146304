import { useText } from '@vitrine/kit';
import { LEAD_EN_IN } from '@vitrine/kit/lead-texts';
import { data, Form, useActionData, useNavigation } from 'react-router';
import { failureMessage, failureStatus } from '../account/form.server';
import { FormError } from '../account/form-error';

import { requireUser } from '../guards/guards.server';
import { PRODUCT_REQUEST_POST_BYTES } from '../leads/file-post-limits';
import leadStyles from '../leads/leads.css?url';
import { chosenFiles, readCappedForm } from '../leads/multipart.server';
import {
  productRequestProblem,
  productRequestValues,
  sendProductRequest,
} from '../leads/product-request.server';
import { MAX_PHOTOS, SIZE_ROWS } from '../leads/product-request-fields';
import { UploadRefused } from '../leads/upload.server';
import { titleText } from '../page-title';
import type { Route } from './+types/product-request';

export const handle = { themePage: 'profile' };

const SIZE_ROW_NUMBERS = Array.from({ length: SIZE_ROWS }, (_, row) => row);

export const links = () => [{ rel: 'stylesheet', href: leadStyles }];

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleText(matches, LEAD_EN_IN, 'productRequest.title') },
  { name: 'robots', content: 'noindex' },
];

/** Signed-in shoppers only (the profile layout's login guard, and again here for the post). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(context, request);
  const form = await readCappedForm(request, PRODUCT_REQUEST_POST_BYTES);
  const values = productRequestValues(form);
  const fail = (error: string, status = 400) => data({ sent: undefined, error, values }, { status });
  const problem = productRequestProblem(values, chosenFiles(form, 'medias'));
  if (problem) return fail(problem);
  try {
    return { sent: await sendProductRequest(context.sdk, values, form), error: undefined, values: undefined };
  } catch (error) {
    if (error instanceof UploadRefused) return fail(`A photo was refused: ${error.message}`, error.status);
    return fail(failureMessage(error), failureStatus(error));
  }
}

export default function ProductRequest() {
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const t = useText(LEAD_EN_IN);
  if (result?.sent) {
    return (
      <section className="profile-page" data-testid="product-request-sent">
        <h1 className="page-title">{t('productRequest.sentTitle')}</h1>
        <p role="status" className="auth-form__notice">
          {t('productRequest.sent')}
        </p>
        <ul className="lead-photos">
          {result.sent.photos.map((url) => (
            <li key={url}>
              <img src={url} alt={t('productRequest.photoSent')} />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const values = result?.values;
  return (
    <section className="profile-page">
      <h1 className="page-title">{t('productRequest.title')}</h1>
      <p className="lead-page__intro">{t('productRequest.intro')}</p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="auth-form lead-form"
        data-testid="product-request-form"
      >
        <label className="auth-form__field">
          {t('productRequest.description')}
          <textarea name="description" maxLength={2000} defaultValue={values?.description} />
        </label>
        <label className="auth-form__field">
          {t('productRequest.product')}
          <input name="product_identifier" maxLength={200} defaultValue={values?.product_identifier} />
        </label>
        <label className="auth-form__field">
          {t('productRequest.itemId')}
          <input name="item_id" maxLength={50} defaultValue={values?.item_id} />
        </label>
        <label className="auth-form__field">
          {t('productRequest.brand')}
          <input name="brand" maxLength={200} defaultValue={values?.brand} />
        </label>
        <fieldset>
          <legend>{t('productRequest.sizes')}</legend>
          {SIZE_ROW_NUMBERS.map((row) => (
            <div className="lead-form__sizes" key={row}>
              <input
                name={`size_${row}`}
                aria-label={t('productRequest.sizeRow', { row: row + 1 })}
                placeholder={t('productRequest.size')}
                maxLength={20}
                defaultValue={values?.size_details[row]?.size}
              />
              <input
                name={`quantity_${row}`}
                aria-label={t('productRequest.quantityRow', { row: row + 1 })}
                placeholder={t('productRequest.quantity')}
                inputMode="numeric"
                maxLength={6}
                defaultValue={values?.size_details[row]?.quantity}
              />
            </div>
          ))}
        </fieldset>
        <label className="auth-form__field">
          {t('productRequest.photos')}
          <span className="lead-form__hint">{t('productRequest.photosHint', { count: MAX_PHOTOS })}</span>
          <input type="file" name="medias" multiple accept="image/png,image/jpeg,image/gif,image/webp" />
        </label>
        <FormError message={result?.error} />
        <div className="auth-form__actions">
          <button className="button button--primary" type="submit" disabled={submitting}>
            {t('productRequest.send')}
          </button>
        </div>
      </Form>
    </section>
  );
}
