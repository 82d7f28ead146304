import { data, redirect } from 'react-router';
import { arrivedOverHttps } from '../forms.server';
import type { StorefrontContext } from '../load-context';
import { authHref } from './auth-links';
import { failureMessage, failureStatus } from './form.server';
import {
  type PendingCode,
  pendingCodeCookie,
  readPendingCode,
  resendAt,
  secondsUntilResend,
} from './pending-code.server';
import { afterCodeSignIn, sameScreen, signedInHeaders } from './sign-in.server';
import { firstProblem, oneTimeCodeField } from './validation';

export type Verified = 'mobile' | 'email';

const stillNeeded = (pending: PendingCode, entity: Verified) =>
  entity === 'mobile' ? pending.verify_mobile === true : pending.verify_email === true;

/**
 * /auth/verify-mobile and /auth/verify-email: with `?code=` from a verification link, a button confirms it (a
 * link scanner fetching the page verifies nothing); after registering, the code sent to the mobile or e-mail.
 */
export function verifyScreen(request: Request, entity: Verified) {
  const code = new URL(request.url).searchParams.get('code');
  if (code) return { mode: 'link' as const, code };
  const pending = readPendingCode(request, ['register']);
  if (!pending || !stillNeeded(pending, entity)) return { mode: 'none' as const };
  return {
    mode: 'code' as const,
    sentTo: entity === 'email' ? (pending.email ?? '') : `+${pending.country_code} ${pending.mobile}`,
    resendIn: secondsUntilResend(pending),
  };
}

export async function verifyAction(
  context: StorefrontContext,
  request: Request,
  form: Record<string, FormDataEntryValue>,
  entity: Verified,
) {
  const fail = (error: string, status = 400) => data({ error, verified: undefined }, { status });
  try {
    if (form.intent === 'link') {
      const code = String(form.code ?? '');
      if (!code) return fail('This verification link is incomplete');
      const body = { code };
      const answer =
        entity === 'email'
          ? await context.sdk.user.verifyEmail({ body })
          : await context.sdk.user.verifyMobile({ body });
      const done =
        entity === 'email' ? 'Your e-mail address is verified.' : 'Your mobile number is verified.';
      return { error: undefined, verified: answer.message || done };
    }
    const pending = readPendingCode(request, ['register']);
    if (!pending || !stillNeeded(pending, entity)) return fail('Ask for a code first');
    const secure = arrivedOverHttps(request);
    if (form.intent === 'resend') {
      const sent =
        entity === 'mobile'
          ? await context.sdk.user.sendOTPOnMobile({
              body: {
                mobile: pending.mobile ?? '',
                country_code: pending.country_code,
                action: 'resend',
                token: pending.resend_token,
              },
            })
          : await context.sdk.user.sendOTPOnEmail({
              body: {
                email: pending.email ?? '',
                action: 'resend',
                token: pending.resend_email_token,
                register_token: pending.register_token,
              },
            });
      const cookie = pendingCodeCookie(
        {
          ...pending,
          request_id: entity === 'mobile' ? (sent.request_id ?? pending.request_id) : pending.request_id,
          resend_token:
            entity === 'mobile' ? (sent.resend_token ?? pending.resend_token) : pending.resend_token,
          resend_email_token:
            entity === 'email' ? (sent.resend_email_token ?? sent.resend_token) : pending.resend_email_token,
          resend_at: resendAt(sent.resend_timer),
        },
        secure,
      );
      return redirect(sameScreen(request), { headers: { 'Set-Cookie': cookie } });
    }
    const otp = oneTimeCodeField.safeParse(form.otp);
    if (!otp.success) return fail(firstProblem(otp.error));
    const [result, headers] =
      entity === 'mobile'
        ? await context.sdk.user.verifyMobileOTP(
            {
              body: {
                request_id: pending.request_id ?? '',
                otp: otp.data,
                register_token: pending.register_token,
              },
            },
            { responseHeaders: true },
          )
        : await context.sdk.user.verifyEmailOTP(
            {
              body: {
                email: pending.email ?? '',
                otp: otp.data,
                register_token: pending.register_token,
                action: 'register',
              },
            },
            { responseHeaders: true },
          );
    if (entity === 'mobile' && pending.verify_email) {
      // The e-mail's code is next; the platform may already have signed the account in.
      const next = pendingCodeCookie({ ...pending, verify_mobile: false }, secure);
      const out = signedInHeaders(request, headers);
      out.append('Set-Cookie', next);
      return redirect(authHref('/auth/verify-email', new URL(request.url).search), { headers: out });
    }
    return afterCodeSignIn(request, { ...result, user_exists: true }, signedInHeaders(request, headers));
  } catch (error) {
    return fail(failureMessage(error), failureStatus(error));
  }
}
