// The local identity provider for the demo: started by `npm start` unless real provider settings are given.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
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
export function startLocalIdentityProvider() {
  const secret = randomBytes(16).toString('hex');
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      GOOGLE_CLIENT_ID: DEMO_GOOGLE_CLIENT_ID,
      FACEBOOK_APP_ID: DEMO_FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET: secret,
    },
  });
  return new Promise((resolve, reject) => {
    let printed = '';
    child.once('exit', (code) =>
      reject(new Error(`the identity provider exited (${code}) before listening`)),
    );
    child.stdout.on('data', (chunk) => {
      printed += chunk;
      const line = printed.split('\n').find((text) => text.startsWith('{'));
      if (!line) return;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      const url = JSON.parse(line).identityProvider;
      resolve({
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
      });
    });
  });
}
