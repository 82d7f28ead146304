// The local identity provider for the demo: started by `npm start` unless real provider settings are given.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { startLocalService } from './local-service.mjs';
import { ROOT } from './workspace.mjs';

const ENTRY = path.join(ROOT, 'apps', 'identity-provider', 'src', 'main.ts');
const DEMO_GOOGLE_CLIENT_ID = 'vitrine-demo.apps.idp.test';
const DEMO_FACEBOOK_APP_ID = '1000000000000001';

/** Real provider settings (or LOCAL_IDENTITY_PROVIDER=off) mean the shop talks to the real providers. */
export function wantsLocalIdentityProvider(env = process.env) {
  if ((env.LOCAL_IDENTITY_PROVIDER ?? '').trim().toLowerCase() === 'off') return false;
  return !env.GOOGLE_CLIENT_ID?.trim() && !env.FACEBOOK_APP_ID?.trim();
}

/**
 * Starts the identity provider on IDENTITY_PROVIDER_PORT (a free port unless set) and resolves with the child
 * and the environment that points the platform and the storefront at it.
 */
export async function startLocalIdentityProvider() {
  const secret = randomBytes(16).toString('hex');
  const { child, url } = await startLocalService(
    ENTRY,
    {
      GOOGLE_CLIENT_ID: DEMO_GOOGLE_CLIENT_ID,
      FACEBOOK_APP_ID: DEMO_FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET: secret,
    },
    'identityProvider',
  );
  return {
    child,
    url,
    env: {
      GOOGLE_CLIENT_ID: DEMO_GOOGLE_CLIENT_ID,
      GOOGLE_OAUTH_ISSUER: url,
      GOOGLE_CLIENT_SCRIPT_URL: `${url}/gsi/client`,
      FACEBOOK_APP_ID: DEMO_FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET: secret,
      FACEBOOK_GRAPH_URL: url,
      FACEBOOK_SDK_URL: `${url}/en_US/sdk.js`,
    },
  };
}
