import type { User } from '@vitrine/contract';
import { DEFAULT_LANGUAGE } from '@vitrine/kit';
import { message } from '@vitrine/kit/translations';
import { serialize } from 'cookie';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { arrivedOverHttps } from '../forms.server';
import { PROFILE_SKIP_COOKIE } from '../guards/profile-gate';
import type { StorefrontContext } from '../load-context';
import { failureMessage, failureStatus } from './form.server';
import {
  afterResend,
  clearPendingCodeCookie,
  pendingCodeCookie,
  readPendingCode,
  resendAt,
  secondsUntilResend,
} from './pending-code.server';
import { DELETE_REASONS, type ProfileResult } from './profile-forms';
import { setCookieHeaders } from './session.server';
import { sameScreen } from './sign-in.server';
import { firstProblem, NewPasswordPair, oneTimeCodeField } from './validation';

/** Intents of the change-password and delete-account forms on the profile details page. */
export const SECURITY_INTENTS = ['change-password', 'delete-start', 'verify', 'resend', 'cancel'] as const;

const ReasonForm = z.object({
  reason_id: z.enum(DELETE_REASONS, { error: 'Choose why you are leaving' }),
});

const START_AGAIN = 'Start again: choose why you are leaving';

const ChangePassword = z.intersection(
  z.object({ old_password: z.string().max(200).optional() }),
  NewPasswordPair,
);

/** Whether the account has a password (one opened by a code has none, and sets its first without an old one). */
export async function hasPassword(context: StorefrontContext): Promise<boolean> {
  const answer = await context.sdk.user.hasPassword().catch(() => undefined);
  // Unknown: ask for the current password, which the platform then checks.
  return answer?.result !== 0;
}

/** The account's verified primary contact a deletion code goes to: the mobile number first, else the e-mail. */
function primaryContact(user: User) {
  const phone = (user.phone_numbers ?? []).find((entry) => entry.primary && entry.verified && entry.phone);
  if (phone)
    return { entity: 'mobile' as const, mobile: phone.phone, country_code: String(phone.country_code ?? 91) };
  const email = (user.emails ?? []).find((entry) => entry.primary && entry.verified && entry.email);
  return email ? { entity: 'email' as const, email: email.email } : null;
}

/** The deletion waiting for its confirmation on this screen, as the page shows it. */
export function pendingDeletion(request: Request) {
  const pending = readPendingCode(request, ['delete-account']);
  if (!pending) return null;
  const sentTo = pending.email ?? (pending.mobile ? `+${pending.country_code} ${pending.mobile}` : '');
  return { sentTo, resendIn: secondsUntilResend(pending) };
}

const answer = (result: ProfileResult, status = 200) => data(result, { status });

async function changePassword(context: StorefrontContext, form: Record<string, FormDataEntryValue>) {
  const parsed = ChangePassword.safeParse(form);
  if (!parsed.success) return answer({ form: 'password', error: firstProblem(parsed.error) }, 400);
  await context.sdk.user.updatePassword({
    body: { old_password: parsed.data.old_password ?? '', new_password: parsed.data.password },
  });
  return answer({ form: 'password', saved: true });
}

/** Sends the code that proves it is the shopper asking (none for an account without a verified contact). */
async function startDeletion(
  context: StorefrontContext,
  request: Request,
  user: User,
  form: Record<string, FormDataEntryValue>,
) {
  const parsed = ReasonForm.safeParse(form);
  if (!parsed.success) return answer({ form: 'delete', error: firstProblem(parsed.error) }, 400);
  const contact = primaryContact(user);
  const sent = contact ? await context.sdk.user.sendOTPOnPrimary({ entity: contact.entity, body: {} }) : {};
  const cookie = pendingCodeCookie(
    {
      purpose: 'delete-account',
      mobile: contact?.entity === 'mobile' ? contact.mobile : undefined,
      country_code: contact?.entity === 'mobile' ? contact.country_code : undefined,
      email: contact?.entity === 'email' ? contact.email : undefined,
      request_id: sent.request_id,
      resend_token: sent.resend_token,
      reason: parsed.data.reason_id,
      resend_at: resendAt(sent.resend_timer),
    },
    arrivedOverHttps(request),
  );
  return redirect(sameScreen(request), { headers: { 'Set-Cookie': cookie } });
}

/** Closes the account: the platform ends its sessions, the browser forgets this one, and the shopper goes home. */
async function confirmDeletion(
  context: StorefrontContext,
  request: Request,
  form: Record<string, FormDataEntryValue>,
) {
  const pending = readPendingCode(request, ['delete-account']);
  const reason = ReasonForm.safeParse({ reason_id: pending?.reason });
  if (!pending || !reason.success) return answer({ form: 'delete', error: START_AGAIN }, 400);
  let otp: string | undefined;
  if (pending.request_id) {
    const typed = oneTimeCodeField.safeParse(form.otp);
    if (!typed.success) return answer({ form: 'delete', error: firstProblem(typed.error) }, 400);
    otp = typed.data;
  }
  const [, platformHeaders] = await context.sdk.user.deleteUser(
    {
      body: {
        reason_id: reason.data.reason_id,
        reason: message(DEFAULT_LANGUAGE, `deleteAccount.reason.${reason.data.reason_id}`),
        request_id: pending.request_id,
        otp,
      },
    },
    { responseHeaders: true },
  );
  const headers = setCookieHeaders(platformHeaders, arrivedOverHttps(request));
  headers.append('Set-Cookie', clearPendingCodeCookie());
  headers.append('Set-Cookie', serialize(PROFILE_SKIP_COOKIE, '', { path: '/', maxAge: 0 }));
  return redirect('/', { headers });
}

async function resendDeletionCode(context: StorefrontContext, request: Request, user: User) {
  const pending = readPendingCode(request, ['delete-account']);
  const contact = primaryContact(user);
  if (!pending || !contact) return answer({ form: 'delete', error: START_AGAIN }, 400);
  const sent = await context.sdk.user.sendOTPOnPrimary({ entity: contact.entity, body: {} });
  const cookie = pendingCodeCookie(afterResend(pending, sent), arrivedOverHttps(request));
  return redirect(sameScreen(request), { headers: { 'Set-Cookie': cookie } });
}

/**
 * Runs one step of changing the password or deleting the account (intent change-password, delete-start, verify,
 * resend or cancel); a refusal is shown as the platform's message (or 'Something went wrong').
 */
export async function securityAction(
  context: StorefrontContext,
  request: Request,
  user: User,
  form: Record<string, FormDataEntryValue>,
) {
  const intent = form.intent;
  try {
    switch (intent) {
      case 'change-password':
        return await changePassword(context, form);
      case 'delete-start':
        return await startDeletion(context, request, user, form);
      case 'verify':
        return await confirmDeletion(context, request, form);
      case 'resend':
        return await resendDeletionCode(context, request, user);
      default:
        return redirect(sameScreen(request), { headers: { 'Set-Cookie': clearPendingCodeCookie() } });
    }
  } catch (error) {
    const form = intent === 'change-password' ? 'password' : 'delete';
    return answer({ form, error: failureMessage(error) }, failureStatus(error));
  }
}
