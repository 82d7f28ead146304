import { badRequest } from '../../http/errors';

export const WEAK_PASSWORD =
  'Password must be at least 8 characters, with at least one letter, one digit and one special character';

/** The spec's rule: 8 or more characters, a letter, a digit, and a special character (currency symbols count). */
export function checkNewPassword(password: string): string {
  const strong =
    [...password].length >= 8 &&
    /\p{L}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{Nd}\s]/u.test(password);
  if (!strong) throw badRequest(WEAK_PASSWORD);
  return password;
}
