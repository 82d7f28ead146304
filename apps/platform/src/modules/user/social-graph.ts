import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { GraphProvider } from './social-config';
import { type IdentityCheck, providerUnavailable, refusedToken } from './social-identity';

const INVALID_FACEBOOK_TOKEN = 'Facebook sign-in could not be verified; please sign in again';

const id = z.union([z.string(), z.number()]).transform(String);
const DebugToken = z.object({
  data: z.looseObject({
    is_valid: z.boolean(),
    app_id: id.optional(),
    user_id: id.optional(),
    type: z.string().optional(),
    /** Seconds since the epoch; 0 for a token that does not expire. */
    expires_at: z.number().optional(),
    error: z.looseObject({ message: z.string().optional() }).optional(),
  }),
});
const Me = z.looseObject({
  id,
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
});

/**
 * A GET on the Graph API. The app's token rides in the query string, as the Graph API documents, so the URL is
 * never logged; a failed call says only which path failed.
 */
async function graphGet(settings: GraphProvider, path: string, query: Record<string, string>) {
  const url = `${settings.graphUrl}${path}?${new URLSearchParams(query)}`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  } catch {
    throw providerUnavailable('Facebook');
  }
  const body: unknown = await response.json().catch(() => undefined);
  return { ok: response.ok, status: response.status, body };
}

/**
 * Checks a user access token the way Facebook documents it: debug_token with the app's own token
 * (`app_id|app_secret`) must call it valid, for this app, for a user, and not expired; then /me, asked with that
 * token and its appsecret_proof, names the person and their (confirmed) e-mail address.
 */
export function graphTokenCheck(settings: GraphProvider): IdentityCheck {
  const refused = (reason: string) => refusedToken(INVALID_FACEBOOK_TOKEN, reason);
  return async (token) => {
    const debug = await graphGet(settings, '/debug_token', {
      input_token: token,
      access_token: `${settings.appId}|${settings.appSecret}`,
    });
    if (debug.status >= 500) throw providerUnavailable('Facebook');
    const parsed = DebugToken.safeParse(debug.body);
    // debug_token answers an unusable token with 200 and is_valid false; anything else means our app token failed.
    if (!debug.ok || !parsed.success) {
      throw new Error(
        `Facebook debug_token refused the app's own token (HTTP ${debug.status}): check FACEBOOK_APP_*`,
      );
    }
    const data = parsed.data.data;
    if (!data.is_valid) throw refused(`the token is not valid: ${data.error?.message ?? 'no reason given'}`);
    if (data.app_id !== settings.appId) throw refused('the token was issued to another app');
    if (data.type !== undefined && data.type !== 'USER') throw refused('the token is not a user token');
    if (!data.user_id) throw refused('the token names no user');
    if (data.expires_at && data.expires_at * 1000 <= Date.now()) throw refused('the token has expired');

    const me = await graphGet(settings, '/me', {
      fields: 'id,first_name,last_name,email',
      access_token: token,
      appsecret_proof: createHmac('sha256', settings.appSecret).update(token).digest('hex'),
    });
    if (me.status >= 500) throw providerUnavailable('Facebook');
    const person = Me.safeParse(me.body);
    if (!me.ok || !person.success) throw refused('the profile could not be read with the token');
    if (person.data.id !== data.user_id) throw refused('the profile belongs to another user');
    return {
      provider: 'facebook',
      subject: person.data.id,
      email: person.data.email?.trim().toLowerCase() || undefined,
      firstName: person.data.first_name ?? '',
      lastName: person.data.last_name ?? '',
    };
  };
}
