import { describe, expect, it } from 'vitest';
import {
  clearPendingCodeCookie,
  pendingCodeCookie,
  readPendingCode,
  resendAt,
  secondsUntilResend,
} from './pending-code.server';

const requestWith = (cookie: string) => new Request('http://shop.test/auth/login', { headers: { cookie } });
const firstPair = (setCookie: string) => setCookie.split(';')[0];

describe('a code waiting to be typed', () => {
  const pending = {
    purpose: 'login' as const,
    mobile: '9876543210',
    country_code: '91',
    request_id: 'req-1',
    resend_token: 'again-1',
    resend_at: 1_000_000,
  };

  it('comes back from its cookie for the screen it was meant for, and for no other', () => {
    const request = requestWith(firstPair(pendingCodeCookie(pending, false)));
    expect(readPendingCode(request, ['login'])).toEqual(pending);
    expect(readPendingCode(request, ['add-mobile', 'register'])).toBeNull();
  });

  it('is httpOnly, Secure over https, and forgotten by the clearing cookie', () => {
    expect(pendingCodeCookie(pending, true)).toMatch(/HttpOnly/);
    expect(pendingCodeCookie(pending, true)).toMatch(/Secure/);
    expect(pendingCodeCookie(pending, false)).not.toMatch(/Secure/);
    expect(clearPendingCodeCookie()).toMatch(/Max-Age=0/);
  });

  it('ignores a cookie that was tampered into something else', () => {
    expect(readPendingCode(requestWith('vitrine.code=%7Bnot-json'), ['login'])).toBeNull();
    const wrong = encodeURIComponent(JSON.stringify({ ...pending, purpose: 'admin' }));
    expect(readPendingCode(requestWith(`vitrine.code=${wrong}`), ['login'])).toBeNull();
    expect(readPendingCode(requestWith(''), ['login'])).toBeNull();
  });

  it('counts the seconds before a new code may be asked for from the resend timer', () => {
    const at = resendAt(30, 1_000);
    expect(secondsUntilResend({ resend_at: at }, 1_000)).toBe(30);
    expect(secondsUntilResend({ resend_at: at }, 30_500)).toBe(1);
    expect(secondsUntilResend({ resend_at: at }, 31_000)).toBe(0);
    expect(secondsUntilResend({ resend_at: resendAt(undefined, 5) }, 5)).toBe(0);
  });
});
