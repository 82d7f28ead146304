import { data, redirect } from 'react-router';
import { arrivedOverHttps } from '../forms.server';
import type { StorefrontContext } from '../load-context';
import { failureMessage, failureStatus } from './form.server';
import {
  clearPendingCodeCookie,
  type PendingCode,
  pendingCodeCookie,
  readPendingCode,
  resendAt,
  secondsUntilResend,
} from './pending-code.server';
import { sameScreen } from './sign-in.server';
import { countryCodeField, emailField, firstProblem, mobileField, oneTimeCodeField } from './validation';

/** Adding a mobile number or an e-mail to the signed-in account: a code goes to it, and typing it adds it verified. */
const PURPOSES = ['add-mobile', 'add-email'] as const;
export const CONTACT_INTENTS = ['add-mobile', 'add-email', 'resend', 'verify', 'cancel'] as const;

type Entity = 'mobile' | 'email';
const entityOf = (pending: PendingCode): Entity => (pending.purpose === 'add-email' ? 'email' : 'mobile');

/** The code waiting to be typed on this screen, as the page shows it. */
export function pendingContact(request: Request) {
  const pending = readPendingCode(request, PURPOSES);
  if (!pending) return null;
  const entity = entityOf(pending);
  return {
    entity,
    sentTo: entity === 'email' ? (pending.email ?? '') : `+${pending.country_code} ${pending.mobile}`,
    resendIn: secondsUntilResend(pending),
  };
}

function contactOf(pending: PendingCode) {
  return entityOf(pending) === 'email'
    ? { email: pending.email }
    : { mobile: pending.mobile, country_code: pending.country_code };
}

/**
 * Runs one step of adding a contact detail (intent add-mobile, add-email, resend, verify or cancel) and comes back
 * to the same screen; a refusal is shown as the platform's message (or 'Something went wrong').
 */
export async function contactCodeAction(
  context: StorefrontContext,
  request: Request,
  form: Record<string, FormDataEntryValue>,
) {
  const secure = arrivedOverHttps(request);
  const back = (cookie: string) => redirect(sameScreen(request), { headers: { 'Set-Cookie': cookie } });
  const fail = (error: string, status = 400) => data({ error, saved: false }, { status });
  try {
    if (form.intent === 'add-mobile' || form.intent === 'add-email') {
      const entity: Entity = form.intent === 'add-email' ? 'email' : 'mobile';
      let contact: { email?: string; mobile?: string; country_code?: string };
      if (entity === 'email') {
        const email = emailField.safeParse(form.email);
        if (!email.success) return fail(firstProblem(email.error));
        contact = { email: email.data };
      } else {
        const mobile = mobileField.safeParse(form.mobile);
        if (!mobile.success) return fail(firstProblem(mobile.error));
        const code = countryCodeField.safeParse(form.country_code ?? '');
        if (!code.success) return fail(firstProblem(code.error));
        contact = { mobile: mobile.data, country_code: code.data };
      }
      const sent = await context.sdk.user.sendOTPForUpdate({ entity, body: { ...contact, action: 'send' } });
      return back(
        pendingCodeCookie(
          {
            purpose: form.intent,
            ...contact,
            request_id: sent.request_id,
            resend_token: sent.resend_token ?? sent.resend_email_token,
            resend_at: resendAt(sent.resend_timer),
          },
          secure,
        ),
      );
    }
    if (form.intent === 'cancel') return back(clearPendingCodeCookie());
    const pending = readPendingCode(request, PURPOSES);
    if (!pending) return fail('Ask for a code first');
    const entity = entityOf(pending);
    if (form.intent === 'resend') {
      const sent = await context.sdk.user.sendOTPForUpdate({
        entity,
        body: { ...contactOf(pending), action: 'resend', token: pending.resend_token },
      });
      return back(
        pendingCodeCookie(
          {
            ...pending,
            request_id: sent.request_id ?? pending.request_id,
            resend_token: sent.resend_token ?? sent.resend_email_token ?? pending.resend_token,
            resend_at: resendAt(sent.resend_timer),
          },
          secure,
        ),
      );
    }
    const otp = oneTimeCodeField.safeParse(form.otp);
    if (!otp.success) return fail(firstProblem(otp.error));
    await context.sdk.user.verifyOTPForUpdate({
      entity,
      body: { ...contactOf(pending), request_id: pending.request_id, otp: otp.data },
    });
    return back(clearPendingCodeCookie());
  } catch (error) {
    return fail(failureMessage(error), failureStatus(error));
  }
}
