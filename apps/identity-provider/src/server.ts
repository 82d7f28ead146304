import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FacebookApp, facebookStyle } from './facebook';
import { googleStyle } from './google';
import { DEMO_IDENTITIES, type DemoIdentity } from './identities';
import { sendJson } from './pages';

export type { DemoIdentity } from './identities';
export { DEMO_IDENTITIES } from './identities';

export interface IdentityProviderOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Client ids whose id_tokens the Google-style half issues. */
  googleClientIds: string[];
  /** Apps the Facebook-style half knows, with their secrets. */
  facebookApps: FacebookApp[];
  identities?: DemoIdentity[];
}

export type IdentityProvider = Awaited<ReturnType<typeof startIdentityProvider>>;

/**
 * A local identity provider over a real socket: Google-style (discovery, JWKS, consent popup, client script)
 * and Facebook-style (JS SDK, login dialog, debug_token, /me). Its base URL is the issuer and the Graph URL.
 */
export async function startIdentityProvider(options: IdentityProviderOptions) {
  const identities = options.identities ?? DEMO_IDENTITIES;
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const google = await googleStyle(url, options.googleClientIds);
  const facebook = facebookStyle(options.facebookApps);

  server.on('request', (req, res) => {
    const requestUrl = new URL(req.url ?? '/', url);
    (async () => {
      if (await google.handle(req, res, requestUrl, identities)) return;
      if (await facebook.handle(req, res, requestUrl, identities)) return;
      sendJson(res, 404, { error: { message: `Unknown path ${requestUrl.pathname}` } });
    })().catch((error: unknown) => {
      console.error('identity provider:', error);
      if (!res.headersSent) sendJson(res, 500, { error: { message: 'identity provider fault' } });
    });
  });

  return {
    /** The issuer, the JWKS's origin and the Graph API base. */
    url,
    identities,
    signIdToken: google.signIdToken,
    issueUserToken: facebook.issueUserToken,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
