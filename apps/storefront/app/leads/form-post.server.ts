import {
  CUSTOM_FORM_FILES_NAMESPACE,
  type CustomForm,
  checkFormAnswers,
  type FormAnswer,
} from '@vitrine/contract';
import type { ApplicationClient } from '@vitrine/sdk';
import { chosenFiles } from './multipart.server';
import { UploadRefused, uploadFile } from './upload.server';

/** What the shopper typed, kept to fill the form again after a refusal. */
type PostedValues = Record<string, string | string[]>;

export type FormPost =
  | { ok: true; answers: FormAnswer[] }
  | { ok: false; errors: Record<string, string>; values: PostedValues };

/**
 * Reads a custom form's post: the typed values checked against the form's rules first (so a refused form
 * uploads nothing), then each chosen file uploaded through the assets calls; its address becomes the answer.
 */
export async function readFormPost(
  sdk: ApplicationClient,
  form: CustomForm,
  posted: FormData,
): Promise<FormPost> {
  const values: PostedValues = {};
  const fileInputs = form.inputs.filter((input) => input.type === 'file');
  for (const input of form.inputs) {
    if (input.type === 'file') continue;
    const given = posted.getAll(input.key).filter((entry): entry is string => typeof entry === 'string');
    values[input.key] =
      input.type === 'checkbox' ? given.map((v) => v.slice(0, 200)) : (given[0] ?? '').slice(0, 2000);
  }
  // Files are checked as present here; the platform checks each uploaded address again.
  const placeholder = Object.fromEntries(
    fileInputs.map((input) => [input.key, chosenFiles(posted, input.key).length ? 'chosen' : '']),
  );
  const typed = Object.entries({ ...values, ...placeholder }).map(([key, value]) => ({ key, value }));
  const { errors } = checkFormAnswers(form.inputs, typed, () => true);
  if (Object.keys(errors).length) return { ok: false, errors, values };

  const uploaded: FormAnswer[] = [];
  for (const input of fileInputs) {
    const [file] = chosenFiles(posted, input.key);
    if (!file) continue;
    try {
      const done = await uploadFile(sdk, CUSTOM_FORM_FILES_NAMESPACE, file);
      uploaded.push({ key: input.key, value: done.cdn.url });
    } catch (error) {
      if (error instanceof UploadRefused || (error as { code?: number }).code === 400) {
        return {
          ok: false,
          errors: { [input.key]: `${input.display}: ${(error as Error).message}` },
          values,
        };
      }
      throw error;
    }
  }
  const answers = typed
    .filter((answer) => !fileInputs.some((input) => input.key === answer.key))
    .filter((answer) => [answer.value].flat().join('') !== '');
  return { ok: true, answers: [...answers, ...uploaded] };
}
