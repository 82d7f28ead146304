import { describe, expect, it } from 'vitest';
import { afterCodeSignIn, sameScreen, signedInHeaders } from './sign-in.server';

const request = new Request('http://shop.test/auth/login?redirectUrl=%2Fsections%2Fsale&tab=phone');
const location = (response: Response) => response.headers.get('location');

describe('after a code signs the shopper in', () => {
  it('goes on to redirectUrl when the account existed', () => {
    expect(location(afterCodeSignIn(request, { user_exists: true }, new Headers()))).toBe('/sections/sale');
  });

  it('sends a new account to edit-profile, keeping where to go after', () => {
    expect(location(afterCodeSignIn(request, { user_exists: false }, new Headers()))).toBe(
      '/auth/edit-profile?redirectUrl=%2Fsections%2Fsale',
    );
  });

  it('sends the shopper to verify-email-link when the server asks for the e-mail to be verified', () => {
    const answer = { user_exists: false, verify_email_link: true, email: 'new@shop.test' };
    expect(location(afterCodeSignIn(request, answer, new Headers()))).toBe(
      '/auth/verify-email-link?email=new%40shop.test&redirectUrl=%2Fsections%2Fsale',
    );
  });

  it('never follows a redirectUrl to another site', () => {
    const away = new Request('http://shop.test/auth/login?redirectUrl=%2F%2Fevil.example');
    expect(location(afterCodeSignIn(away, { user_exists: true }, new Headers()))).toBe('/');
  });

  it('hands on the platform’s session cookie and forgets the pending code and the dismissed profile request', () => {
    const headers = signedInHeaders(request, { 'set-cookie': 'f.session=abc; Path=/; HttpOnly' });
    const cookies = headers.getSetCookie();
    expect(cookies[0]).toBe('f.session=abc; Path=/; HttpOnly');
    expect(cookies.some((cookie) => cookie.startsWith('vitrine.code=;'))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith('vitrine.profile-skipped=;'))).toBe(true);
  });

  it('comes back to the same screen with its query after a step', () => {
    expect(sameScreen(request)).toBe('/auth/login?redirectUrl=%2Fsections%2Fsale&tab=phone');
  });
});
