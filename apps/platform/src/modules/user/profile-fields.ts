import { GENDERS } from '@vitrine/contract';
import { badRequest } from '../../http/errors';

const GENDER_REFUSED = `gender must be one of ${GENDERS.join(', ')}, or empty`;
export const DOB_REFUSED = 'dob must be a real date written YYYY-MM-DD, from 1900-01-01 to today';
const PICTURE_REFUSED = 'profile_pic_url must be an https:// address';

const genders: ReadonlySet<string> = new Set(GENDERS);

/** A gender from the platform's list, or '' (prefer not to say). */
export function checkGender(value: string): string {
  if (value !== '' && !genders.has(value)) throw badRequest(GENDER_REFUSED);
  return value;
}

/** A date of birth that really happened: a calendar date, not before 1900, not after today; '' clears it. */
export function checkDateOfBirth(value: string, today = new Date()): string {
  if (value === '') return value;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw badRequest(DOB_REFUSED);
  const date = new Date(`${value}T00:00:00Z`);
  // Date rolls 2023-02-30 over to March: only a date that reads back the same is real.
  const real = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  // Today anywhere on Earth: a shopper ahead of UTC may already be a day further on.
  const latest = new Date(today.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
  if (!real || value < '1900-01-01' || value > latest) throw badRequest(DOB_REFUSED);
  return value;
}

/** A picture the shop's pages may show: https only, so no script URL, no mixed content; '' clears it. */
export function checkPictureUrl(value: string): string {
  if (value === '') return value;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {}
  if (url?.protocol !== 'https:' || !url.hostname) throw badRequest(PICTURE_REFUSED);
  return url.href;
}
