import type { FormInput } from './lead-models';

/** One answer of a custom form submission, as the platform's submit call takes it. */
export interface FormAnswer {
  key: string;
  value: string | string[];
}

export interface FormCheck {
  /** Answers in the form's order, empty optional fields left out. */
  answers: FormAnswer[];
  /** The first problem of each field, by key. */
  errors: Record<string, string>;
}

/** The longest answer each kind takes (200 unless listed), checked before any pattern runs over it. */
const TEXT_LIMITS: Partial<Record<FormInput['type'], number>> = { textarea: 2000, email: 254, file: 2000 };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+?[0-9]{10,15}$/;

const optionsOf = (input: FormInput) => (input.enum ?? []).map((option) => option.key || option.display);

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The problem with one non-empty answer, if any. */
function problemWith(input: FormInput, value: string | string[], isFile: (url: string) => boolean) {
  const name = input.display;
  const options = optionsOf(input);
  if (input.type === 'checkbox') {
    const values = [value].flat();
    if (options.length === 0) return values.every((v) => v === 'true') ? undefined : `${name} must be ticked`;
    const unknown = values.find((v) => !options.includes(v));
    return unknown === undefined ? undefined : `${name}: '${unknown}' is not one of the choices`;
  }
  if (Array.isArray(value)) return `${name} takes one value`;
  const max = TEXT_LIMITS[input.type] ?? 200;
  if (value.length > max) return `${name} must be at most ${max} characters`;
  switch (input.type) {
    case 'email':
      return EMAIL.test(value) ? undefined : `${name} must be an e-mail address`;
    case 'mobile':
      return MOBILE.test(value.replace(/[\s-]/g, '')) ? undefined : `${name} must be a mobile number`;
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value)) ? undefined : `${name} must be a number`;
    case 'date':
      return isRealDate(value) ? undefined : `${name} must be a date (YYYY-MM-DD)`;
    case 'dropdown':
    case 'radio':
      return options.includes(value) ? undefined : `${name} must be one of ${options.join(', ')}`;
    case 'file':
      return isFile(value) ? undefined : `${name} must be a file uploaded to the shop`;
    default:
      if (input.regex && !safeRegex(input.regex).test(value)) return `${name} is not in the expected format`;
      return undefined;
  }
}

function safeRegex(pattern: string): RegExp {
  try {
    return new RegExp(pattern);
  } catch {
    return /[\s\S]*/;
  }
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * Checks a submission against the form's fields: required ones present, each value of its field's kind
 * (e-mail, mobile number, number, date, one of the choices, an uploaded file), no fields the form lacks.
 * The storefront checks a post with it before sending; the platform checks again on submit.
 */
export function checkFormAnswers(
  inputs: readonly FormInput[],
  given: readonly unknown[],
  isFile: (url: string) => boolean,
): FormCheck {
  // A map, not an object: a field named __proto__ would set the object's prototype instead of an error.
  const errors = new Map<string, string>();
  const byKey = new Map<string, unknown>();
  for (const item of given) {
    const answer = item as { key?: unknown; value?: unknown } | null;
    if (typeof answer !== 'object' || answer === null || typeof answer.key !== 'string') {
      errors.set('_form', 'Every answer must be an object with a key and a value');
      continue;
    }
    if (!inputs.some((input) => input.key === answer.key))
      errors.set(answer.key, `Unknown field ${answer.key}`);
    else byKey.set(answer.key, answer.value);
  }
  const answers: FormAnswer[] = [];
  for (const input of inputs) {
    const raw = byKey.get(input.key);
    if (isEmpty(raw)) {
      if (input.required) errors.set(input.key, `${input.display} is required`);
      continue;
    }
    const value =
      Array.isArray(raw) && raw.every((v) => typeof v === 'string')
        ? (raw as string[])
        : typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean'
          ? String(raw).trim()
          : undefined;
    const problem =
      value === undefined
        ? `${input.display} has a value of the wrong kind`
        : problemWith(input, value, isFile);
    if (problem) errors.set(input.key, problem);
    else answers.push({ key: input.key, value: value as string | string[] });
  }
  return { answers, errors: Object.fromEntries(errors) };
}
