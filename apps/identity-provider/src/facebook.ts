import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm } from './google';
import type { DemoIdentity } from './identities';
import { escapeHtml, identityPicker, originOf, page, replyToOpener, send, sendJson } from './pages';

export interface FacebookApp {
  id: string;
  secret: string;
}

export interface UserTokenOptions {
  /** The permissions granted; ['public_profile', 'email'] unless given. */
  scopes?: string[];
  expiresInSeconds?: number;
}

interface UserToken {
  appId: string;
  person: DemoIdentity;
  scopes: string[];
  expiresAt: number;
}

const oauthError = (message: string, code = 190) => ({ error: { message, type: 'OAuthException', code } });

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The Facebook-style half: a login dialog issuing user access tokens, the Graph API's debug_token and /me. */
export function facebookStyle(apps: FacebookApp[]) {
  const tokens = new Map<string, UserToken>();

  /** A user access token for the person in the app, as the login dialog issues it. */
  function issueUserToken(appId: string, person: DemoIdentity, options: UserTokenOptions = {}) {
    const token = `EAAV${randomBytes(24).toString('base64url')}`;
    const expiresIn = options.expiresInSeconds ?? 5400;
    tokens.set(token, {
      appId,
      person,
      scopes: options.scopes ?? ['public_profile', 'email'],
      expiresAt: Math.floor(Date.now() / 1000) + expiresIn,
    });
    return { accessToken: token, expiresIn };
  }

  const live = (token: string | null) => {
    const found = token ? tokens.get(token) : undefined;
    return found && found.expiresAt > Date.now() / 1000 ? found : undefined;
  };

  function debugToken(res: ServerResponse, url: URL) {
    const [appId, secret] = (url.searchParams.get('access_token') ?? '').split('|');
    const app = apps.find((candidate) => candidate.id === appId);
    if (!app || !secret || !sameText(secret, app.secret)) {
      sendJson(res, 400, oauthError('Invalid OAuth access token signature.'));
      return;
    }
    const found = tokens.get(url.searchParams.get('input_token') ?? '');
    if (!found) {
      sendJson(res, 200, {
        data: { is_valid: false, scopes: [], error: { code: 190, message: 'Invalid OAuth access token.' } },
      });
      return;
    }
    const expired = found.expiresAt <= Date.now() / 1000;
    sendJson(res, 200, {
      data: {
        app_id: found.appId,
        type: 'USER',
        application: 'Vitrine demo',
        data_access_expires_at: found.expiresAt + 90 * 86400,
        expires_at: found.expiresAt,
        is_valid: !expired,
        scopes: found.scopes,
        user_id: found.person.facebookId,
        ...(expired ? { error: { code: 190, message: 'Session has expired.', subcode: 463 } } : {}),
      },
    });
  }

  function me(res: ServerResponse, url: URL) {
    const token = url.searchParams.get('access_token');
    const found = live(token);
    const cors = { 'access-control-allow-origin': '*' };
    if (!found || !token) {
      sendJson(res, 400, oauthError('Invalid OAuth access token.'), cors);
      return;
    }
    const proof = url.searchParams.get('appsecret_proof');
    const secret = apps.find((app) => app.id === found.appId)?.secret ?? '';
    if (proof !== null && !sameText(proof, createHmac('sha256', secret).update(token).digest('hex'))) {
      sendJson(res, 400, oauthError('Invalid appsecret_proof provided in the API argument', 100), cors);
      return;
    }
    const { person } = found;
    const all: Record<string, string> = {
      id: person.facebookId,
      first_name: person.firstName,
      last_name: person.lastName,
      name: `${person.firstName} ${person.lastName}`,
      ...(found.scopes.includes('email') ? { email: person.email } : {}),
    };
    const fields = (url.searchParams.get('fields') ?? 'id,name').split(',').map((f) => f.trim());
    sendJson(
      res,
      200,
      Object.fromEntries(Object.entries(all).filter(([key]) => key === 'id' || fields.includes(key))),
      cors,
    );
  }

  async function dialog(req: IncomingMessage, res: ServerResponse, url: URL, identities: DemoIdentity[]) {
    const form = req.method === 'POST' ? await readForm(req) : url.searchParams;
    const appId = form.get('client_id') ?? '';
    const origin = originOf(form.get('origin'));
    if (!apps.some((app) => app.id === appId) || !origin) {
      send(
        res,
        400,
        'text/html; charset=utf-8',
        page('Error', '<h1>Invalid App ID</h1><p>The provided app ID does not look like a valid app ID.</p>'),
      );
      return;
    }
    if (req.method === 'POST') {
      const person = identities[Number(form.get('identity'))];
      if (form.get('cancel') || !person) {
        send(
          res,
          200,
          'text/html; charset=utf-8',
          replyToOpener(origin, { type: 'vitrine-idp:facebook', status: 'unknown', authResponse: null }),
        );
        return;
      }
      const scopes = form.get('share_email') ? ['public_profile', 'email'] : ['public_profile'];
      const { accessToken, expiresIn } = issueUserToken(appId, person, { scopes });
      const authResponse = {
        accessToken,
        expiresIn,
        data_access_expiration_time: Math.floor(Date.now() / 1000) + 90 * 86400,
        userID: person.facebookId,
        grantedScopes: scopes.join(','),
      };
      send(
        res,
        200,
        'text/html; charset=utf-8',
        replyToOpener(origin, { type: 'vitrine-idp:facebook', status: 'connected', authResponse }),
      );
      return;
    }
    const wantsEmail = (form.get('scope') ?? '').split(',').includes('email');
    const rerequest = form.get('auth_type') === 'rerequest';
    const consent = wantsEmail
      ? `<label><input type="checkbox" name="share_email" value="1" checked> Share my e-mail address${rerequest ? ' (the shop needs it to sign you in)' : ''}</label>`
      : '';
    const body =
      `<h1>Log in with Facebook-style</h1><p class="note">${escapeHtml(origin)} asks for your name and profile picture${wantsEmail ? ' and e-mail address' : ''} (local identity provider)</p>` +
      identityPicker('/dialog/oauth', { client_id: appId, origin }, identities, consent) +
      `<form method="post" action="/dialog/oauth"><input type="hidden" name="client_id" value="${escapeHtml(appId)}"><input type="hidden" name="origin" value="${escapeHtml(origin)}"><button type="submit" name="cancel" value="1">Cancel</button></form>`;
    send(res, 200, 'text/html; charset=utf-8', page('Log in – Facebook-style', body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, identities: DemoIdentity[]) {
    // The Graph API answers with or without a version in front (/v2.12/me).
    const path = url.pathname.replace(/^\/v\d+\.\d+(?=\/)/, '');
    if (path === '/debug_token') debugToken(res, url);
    else if (path === '/me') me(res, url);
    else if (path === '/dialog/oauth') await dialog(req, res, url, identities);
    else if (path === '/en_US/sdk.js')
      send(res, 200, 'text/javascript; charset=utf-8', sdkScript(), { 'access-control-allow-origin': '*' });
    else return false;
    return true;
  }

  return { handle, issueUserToken };
}

/**
 * What the storefront loads in place of Facebook's JavaScript SDK: FB.init, FB.login (a popup login dialog; a
 * cancelled or closed one answers without authResponse), FB.getLoginStatus, FB.api and FB.logout, and
 * window.fbAsyncInit called once loaded, as documented.
 */
function sdkScript(): string {
  return `(function () {
  var base = new URL(document.currentScript.src).origin;
  var appId = null, current = { status: 'unknown', authResponse: null }, pending = null, watch = null;
  function settle(response) {
    if (watch) clearInterval(watch);
    watch = null;
    var callback = pending; pending = null;
    if (response.authResponse) current = response;
    if (callback) callback(response);
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== base || !event.data || event.data.type !== 'vitrine-idp:facebook' || !pending) return;
    settle({ status: event.data.status, authResponse: event.data.authResponse });
  });
  var FB = {
    init: function (options) { appId = options && options.appId; },
    login: function (callback, options) {
      if (!appId) { console.error('FB.login() called before FB.init().'); return; }
      pending = callback || function () {};
      var q = new URLSearchParams({ client_id: appId, origin: location.origin, scope: (options && options.scope) || '', auth_type: (options && options.auth_type) || '', response_type: 'token' });
      var popup = window.open(base + '/dialog/oauth?' + q, 'vitrine-idp-facebook', 'width=480,height=640');
      watch = setInterval(function () {
        if (!popup || popup.closed) setTimeout(function () { if (pending) settle({ status: 'unknown', authResponse: null }); }, 300);
      }, 500);
    },
    getLoginStatus: function (callback) { callback(current); },
    getAuthResponse: function () { return current.authResponse; },
    logout: function (callback) { current = { status: 'unknown', authResponse: null }; if (callback) callback(current); },
    api: function (path) {
      var args = Array.prototype.slice.call(arguments, 1);
      var callback = typeof args[args.length - 1] === 'function' ? args.pop() : function () {};
      var params = args.filter(function (a) { return typeof a === 'object' && a; })[0] || {};
      var q = new URLSearchParams(params);
      if (!q.has('access_token') && current.authResponse) q.set('access_token', current.authResponse.accessToken);
      fetch(base + path + '?' + q).then(function (r) { return r.json(); }).then(callback, function () {
        callback({ error: { message: 'Network error' } });
      });
    }
  };
  window.FB = FB;
  if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
})();
`;
}
