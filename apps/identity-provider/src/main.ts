// The local identity provider on its own, for the demo: `npm start` runs it unless real provider settings are given.
// Prints one JSON line with its URL once it listens.
import { startIdentityProvider } from './server';

const env = process.env;
const provider = await startIdentityProvider({
  port: Number(env.IDENTITY_PROVIDER_PORT ?? 0),
  host: env.IDENTITY_PROVIDER_HOST ?? '127.0.0.1',
  googleClientIds: [env.GOOGLE_CLIENT_ID ?? 'vitrine-demo.apps.idp.test'],
  facebookApps: [
    { id: env.FACEBOOK_APP_ID ?? '1000000000000001', secret: env.FACEBOOK_APP_SECRET ?? 'demo-secret' },
  ],
});
console.log(JSON.stringify({ identityProvider: provider.url }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    provider.close().then(() => process.exit(0));
  });
}
