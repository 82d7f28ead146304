import { AccountDeleted } from '@vitrine/contract';
import { redirect } from 'react-router';
import { z } from 'zod';
import { failureMessage, failureStatus } from '../account/form.server';
import { setCookieHeaders } from '../account/session.server';
import { socialButtons } from '../account/social-providers.server';
import { arrivedOverHttps, readForm } from '../forms.server';
import { redirectUrlOf } from '../guards/guards.server';
import type { Route } from './+types/auth-social';

/** The social buttons' settings, fetched by the buttons themselves so any sign-in page can show them. */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await socialButtons(context), { headers: { 'Cache-Control': 'private, max-age=60' } });
}

/** What the buttons show when sign-in did not go through. */
export interface SocialSignInFailure {
  error: string;
}
const failed = (error: string, status: number) =>
  Response.json({ error } satisfies SocialSignInFailure, { status });

const SocialSignIn = z.object({
  provider: z.enum(['google', 'facebook']),
  token: z.string().trim().min(1, 'Invalid token specified').max(8192, 'Invalid token specified'),
  expiry: z.coerce.number().int().nonnegative().optional().catch(undefined),
});

/**
 * Hands the provider's token to the platform, which checks it with the provider. A known shopper goes on to
 * redirectUrl, a new one to complete the profile, and a deleted account to /auth/account-locked.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = SocialSignIn.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return failed(parsed.error.issues[0].message, 400);
  const { provider, token, expiry } = parsed.data;
  const body = {
    is_signed_in: true,
    oauth2: { access_token: token, expiry: expiry ?? 0, refresh_token: '' },
  };
  const redirectUrl = redirectUrlOf(request);
  try {
    const call =
      provider === 'google'
        ? context.sdk.user.loginWithGoogle({ body }, { responseHeaders: true })
        : context.sdk.user.loginWithFacebook({ body }, { responseHeaders: true });
    const [answer, headers] = await call;
    const next = answer.user_exists
      ? redirectUrl
      : `/auth/edit-profile?redirectUrl=${encodeURIComponent(redirectUrl)}`;
    return redirect(next, { headers: setCookieHeaders(headers, arrivedOverHttps(request)) });
  } catch (error) {
    const details = (error as { details?: unknown }).details;
    if (AccountDeleted.safeParse(details).success) return redirect('/auth/account-locked');
    return failed(failureMessage(error), failureStatus(error));
  }
}
