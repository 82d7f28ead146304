import { badRequest } from '../../http/errors';

export const WEAK_PASSWORD =
  'Password must be at least 8 characters and contain a letter, a digit and a special character';

/** The spec's rule: at least 8 characters, with a letter, a digit and a special character (currency symbols count). */
export function checkNewPassword(password: string): void {
  const strong =
    [...password].length >= 8 &&
    /\p{L}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{Nd}\s]/u.test(password);
  if (!strong) throw badRequest(WEAK_PASSWORD);
}
