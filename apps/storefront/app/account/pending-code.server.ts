import { parse, serialize } from 'cookie';
import { z } from 'zod';

/**
 * A one-time code the shopper was sent and has still to type, kept between the screen that asked for it and the
 * screen that checks it (also without JavaScript): what it was sent to and the platform's ids for it. It holds
 * nothing the browser did not already hold in the platform's answers, never the code itself.
 */
const PendingCode = z.object({
  /** What the code is for, so a screen refuses a code meant for another. */
  purpose: z.enum([
    'login',
    'register',
    'add-mobile',
    'add-email',
    'forgot-mobile',
    'forgot-email',
    'delete-account',
  ]),
  mobile: z.string().max(20).optional(),
  country_code: z.string().max(5).optional(),
  email: z.string().max(254).optional(),
  request_id: z.string().max(200).optional(),
  register_token: z.string().max(200).optional(),
  resend_token: z.string().max(200).optional(),
  resend_email_token: z.string().max(200).optional(),
  /** Forgot password: the token a verified code gave, which lets a new password be set. */
  reset_token: z.string().max(200).optional(),
  /** Deleting the account: why, as the shopper gave it before the code was sent. */
  reason: z.string().max(1000).optional(),
  /** When a new code may be asked for (epoch ms): the send answer's resend_timer from then. */
  resend_at: z.number(),
  /** Registration: which codes the platform still wants (the mobile's first, then the e-mail's). */
  verify_mobile: z.boolean().optional(),
  verify_email: z.boolean().optional(),
});
export type PendingCode = z.output<typeof PendingCode>;
export type CodePurpose = PendingCode['purpose'];

const COOKIE = 'vitrine.code';
/** A little longer than codes live on the platform; the platform decides whether a code is still good. */
const MAX_AGE_SECONDS = 20 * 60;

export function readPendingCode(request: Request, purposes: readonly CodePurpose[]): PendingCode | null {
  const raw = parse(request.headers.get('cookie') ?? '')[COOKIE];
  if (!raw) return null;
  try {
    const parsed = PendingCode.safeParse(JSON.parse(raw));
    return parsed.success && purposes.includes(parsed.data.purpose) ? parsed.data : null;
  } catch {
    return null;
  }
}

export function pendingCodeCookie(code: PendingCode, secure: boolean): string {
  return serialize(COOKIE, JSON.stringify(code), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: MAX_AGE_SECONDS,
  });
}

export const clearPendingCodeCookie = () => serialize(COOKIE, '', { path: '/', maxAge: 0 });

/** Seconds until a new code may be asked for (0: now). */
export function secondsUntilResend(code: Pick<PendingCode, 'resend_at'>, now = Date.now()): number {
  return Math.max(0, Math.ceil((code.resend_at - now) / 1000));
}

/** When a new code may be asked for, from a send answer's resend_timer (seconds; none given: at once). */
export function resendAt(resendTimer: number | undefined, now = Date.now()): number {
  return now + Math.max(0, resendTimer ?? 0) * 1000;
}

/** The code still to type after a resend: the send answer's new ids where it gave them, and the new wait. */
export function afterResend(
  pending: PendingCode,
  sent: { request_id?: string; resend_token?: string; resend_timer?: number },
): PendingCode {
  return {
    ...pending,
    request_id: sent.request_id ?? pending.request_id,
    resend_token: sent.resend_token ?? pending.resend_token,
    resend_at: resendAt(sent.resend_timer),
  };
}
