import { parse, serialize } from 'cookie';

/**
 * A message for the bag's next showing: what taking a shared cart did ('Shared items added to your cart', or the
 * lines left out and why), carried over the redirect to the bag. A short-lived httpOnly cookie rather than the
 * address: text in a link could be anyone's, this only the shop's. Path /cart so the bag's data requests
 * (/cart/bag.data) carry it too.
 */
const COOKIE = 'vitrine.bag-notice';
const PATH = '/cart';
/** Long enough for the redirect and a slow bag; a notice is read once. */
const MAX_AGE_SECONDS = 60;
/** Browsers keep about 4 kB per cookie; encoded Hindi or a long list of refusals takes several bytes a letter. */
const MAX_CHARACTERS = 400;

export function bagNoticeCookie(notice: string, secure: boolean): string {
  const text = notice.length > MAX_CHARACTERS ? `${notice.slice(0, MAX_CHARACTERS - 1)}…` : notice;
  return serialize(COOKIE, text, {
    path: PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: MAX_AGE_SECONDS,
  });
}

export const clearBagNotice = () => serialize(COOKIE, '', { path: PATH, maxAge: 0 });

/** The notice waiting for the bag, '' when there is none. */
export function readBagNotice(request: Request): string {
  const raw = parse(request.headers.get('cookie') ?? '')[COOKIE] ?? '';
  return raw.slice(0, MAX_CHARACTERS);
}
