import { z } from 'zod';

/** Spec §5: a phone number is digits only, trimmed and non-empty. */
export const mobileField = z
  .string({ error: 'Enter your mobile number' })
  .trim()
  .min(1, 'Enter your mobile number')
  .regex(/^\d{6,15}$/, 'Enter a valid mobile number (digits only)');

/** A calling code without its plus, India's by default (spec §9: default country code IN). */
export const countryCodeField = z
  .string()
  .optional()
  .transform((value) => (value ?? '').trim().replace(/^\+/, '') || '91')
  .pipe(z.string().regex(/^\d{1,4}$/, 'Enter a valid country code'));

/** Spec §5: an e-mail must match a standard e-mail pattern. */
export const emailField = z
  .string({ error: 'Enter your e-mail address' })
  .trim()
  .min(1, 'Enter your e-mail address')
  .max(254, 'That e-mail address is too long')
  .pipe(z.email('Enter a valid e-mail address'));

export const PASSWORD_RULE =
  'Password must be at least 8 characters and contain at least 1 letter, 1 number and 1 special character.';

/**
 * Spec §5: at least 8 characters with a letter, a digit and a special character; any symbol counts as special,
 * currency signs (₹ $ € £) included. Never trimmed: spaces are part of a password.
 */
export const newPasswordField = z
  .string({ error: PASSWORD_RULE })
  .max(200, 'That password is too long')
  .refine(
    (value) =>
      [...value].length >= 8 &&
      /\p{L}/u.test(value) &&
      /\p{N}/u.test(value) &&
      /[^\p{L}\p{N}\s]/u.test(value),
    PASSWORD_RULE,
  );

/** A new password typed twice: the spec's rule, and both the same. */
export const NewPasswordPair = z
  .object({ password: newPasswordField, confirm_password: z.string() })
  .refine((form) => form.password === form.confirm_password, { message: 'The passwords do not match' });

/** Spec §5: name-like text allows only letters, digits, hyphen, underscore, apostrophe, period and space. */
export const nameLike = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .regex(/^[\p{L}\p{N}\-_'. ]*$/u, `${label} may use only letters, digits, spaces and - _ ' .`);

export const oneTimeCodeField = z
  .string({ error: 'Enter the code you were sent' })
  .trim()
  .regex(/^\d{4,8}$/, 'Enter the code you were sent');

/** The first problem of a form, as one sentence for the shopper. */
export function firstProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Something went wrong';
}
