import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import type { DemoIdentity } from './identities';
import { escapeHtml, identityPicker, originOf, page, replyToOpener, send, sendJson } from './pages';

export interface IdTokenOptions {
  /** `aud`; the first registered client id unless given. */
  audience?: string;
  /** Seconds since the epoch; now unless given. */
  issuedAt?: number;
  expiresInSeconds?: number;
  nonce?: string;
}

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/** The Google-style half: an OpenID Connect issuer of RS256 id_tokens with a published key set. */
export async function googleStyle(issuer: string, clientIds: string[]) {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };

  /** An id_token for the person, as the consent page issues it. */
  async function signIdToken(
    person: DemoIdentity,
    options: IdTokenOptions = {},
    key: SigningKey = privateKey,
    keyId = kid,
  ) {
    const iat = options.issuedAt ?? Math.floor(Date.now() / 1000);
    const claims: JWTPayload = {
      email: person.email,
      email_verified: true,
      name: `${person.firstName} ${person.lastName}`,
      given_name: person.firstName,
      family_name: person.lastName,
      ...(options.nonce ? { nonce: options.nonce } : {}),
    };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: keyId, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(options.audience ?? clientIds[0])
      .setSubject(person.googleSub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + (options.expiresInSeconds ?? 3600))
      .sign(key);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, identities: DemoIdentity[]) {
    if (url.pathname === '/.well-known/openid-configuration') {
      sendJson(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
        jwks_uri: `${issuer}/oauth2/v3/certs`,
        response_types_supported: ['id_token'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        claims_supported: [
          'aud',
          'email',
          'email_verified',
          'exp',
          'family_name',
          'given_name',
          'iat',
          'iss',
          'name',
          'sub',
        ],
      });
      return true;
    }
    if (url.pathname === '/oauth2/v3/certs') {
      sendJson(res, 200, { keys: [jwk] }, { 'cache-control': 'public, max-age=3600' });
      return true;
    }
    if (url.pathname === '/gsi/client') {
      send(res, 200, 'text/javascript; charset=utf-8', clientScript(), {
        'access-control-allow-origin': '*',
      });
      return true;
    }
    if (url.pathname !== '/o/oauth2/v2/auth') return false;
    const form = req.method === 'POST' ? await readForm(req) : url.searchParams;
    const clientId = form.get('client_id') ?? '';
    const origin = originOf(form.get('origin'));
    if (!clientIds.includes(clientId) || !origin) {
      send(
        res,
        401,
        'text/html; charset=utf-8',
        page(
          'Error 401: invalid_client',
          '<h1>Error 401: invalid_client</h1><p>The OAuth client was not found.</p>',
        ),
      );
      return true;
    }
    const nonce = form.get('nonce') ?? '';
    if (req.method === 'POST') {
      const person = identities[Number(form.get('identity'))];
      if (!person) {
        send(res, 400, 'text/html; charset=utf-8', page('Sign in', '<p>Choose an account.</p>'));
        return true;
      }
      const credential = await signIdToken(person, { audience: clientId, nonce: nonce || undefined });
      send(
        res,
        200,
        'text/html; charset=utf-8',
        replyToOpener(origin, { type: 'vitrine-idp:google', credential }),
      );
      return true;
    }
    const body =
      `<h1>Choose an account</h1><p class="note">to continue to ${escapeHtml(origin)} (local identity provider)</p>` +
      identityPicker('/o/oauth2/v2/auth', { client_id: clientId, origin, nonce }, identities);
    send(res, 200, 'text/html; charset=utf-8', page('Sign in – Google-style', body));
    return true;
  }

  return { handle, signIdToken, kid };
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 10_000) break;
  }
  return new URLSearchParams(text);
}

export { readForm };

/**
 * What the storefront loads in place of Google Identity Services: google.accounts.id with initialize,
 * renderButton and prompt; the button opens the consent popup, whose id_token reaches the page's callback as
 * `{ credential, select_by }`.
 */
function clientScript(): string {
  return `(function () {
  var base = new URL(document.currentScript.src).origin;
  var config = null;
  function open() {
    if (!config) return;
    var q = new URLSearchParams({ client_id: config.client_id, origin: location.origin, nonce: config.nonce || '' });
    window.open(base + '/o/oauth2/v2/auth?' + q, 'vitrine-idp-google', 'width=480,height=640');
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== base || !event.data || event.data.type !== 'vitrine-idp:google' || !config) return;
    config.callback({ credential: event.data.credential, select_by: 'btn', clientId: config.client_id });
  });
  var id = {
    initialize: function (options) { config = options; },
    renderButton: function (parent, options) {
      var button = document.createElement('button');
      button.type = 'button';
      var text = options && options.text;
      button.textContent = text === 'signup_with' ? 'Sign up with Google' : text === 'continue_with' ? 'Continue with Google' : 'Sign in with Google';
      button.setAttribute('data-provider', 'google');
      button.addEventListener('click', open);
      parent.replaceChildren(button);
    },
    prompt: open,
    cancel: function () {},
    disableAutoSelect: function () {}
  };
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = id;
  if (typeof window.onGoogleLibraryLoad === 'function') window.onGoogleLibraryLoad();
})();
`;
}
