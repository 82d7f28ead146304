import { useText } from '@vitrine/kit';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { SocialSignInFailure } from '../routes/auth-social';
import type { SocialButtons } from './social-providers.server';

/** The spec's messages, word for word. */
const SOCIAL_MESSAGES = {
  noFacebookAppId: 'Facebook App ID not provided in platform',
  cancelled: 'User cancelled login or did not fully authorize',
  invalidToken: 'Invalid token specified',
  facebookSdk: 'Error loading facebook sdk',
} as const;
const EMAIL_NEEDED = 'Your e-mail address is needed to sign in: allow the shop to see it and try again';
const FACEBOOK_SDK_TIMEOUT_MS = 8000;
const FACEBOOK_API_VERSION = 'v2.12';

interface GoogleIdentity {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, string>): void;
}
interface FacebookAuth {
  accessToken: string;
  expiresIn?: number;
  grantedScopes?: string;
}
interface FacebookSdk {
  init(options: { appId: string; cookie: boolean; xfbml: boolean; version: string }): void;
  login(
    callback: (response: { authResponse?: FacebookAuth | null }) => void,
    options: Record<string, unknown>,
  ): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(
      `script[data-social-sdk="${CSS.escape(src)}"]`,
    );
    if (existing?.dataset.loaded) return resolve();
    const script = existing ?? Object.assign(document.createElement('script'), { src, async: true });
    script.dataset.socialSdk = src;
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => reject(new Error(`could not load ${src}`)));
    if (!existing) document.head.append(script);
  });
}

/** The SDK, initialised for the app, or a refusal when it has not arrived within 8 s (spec). */
function loadFacebookSdk(appId: string, src: string): Promise<FacebookSdk> {
  return new Promise((resolve, reject) => {
    const init = (sdk: FacebookSdk) => {
      sdk.init({ appId, cookie: true, xfbml: false, version: FACEBOOK_API_VERSION });
      resolve(sdk);
    };
    if (window.FB) return init(window.FB);
    const timer = setTimeout(() => reject(new Error(SOCIAL_MESSAGES.facebookSdk)), FACEBOOK_SDK_TIMEOUT_MS);
    window.fbAsyncInit = () => {
      clearTimeout(timer);
      if (window.FB) init(window.FB);
    };
    // A failed load is reported when the wait runs out, like a slow one.
    loadScript(src).catch(() => {});
  });
}

/** Whether a Google credential is a readable JWT; the platform checks the rest. */
function readableJwt(credential: string | undefined): boolean {
  const payload = credential?.split('.')[1];
  if (!payload) return false;
  try {
    return typeof JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) === 'object';
  } catch {
    return false;
  }
}

interface ProviderProps {
  onToken: (token: string, expiry?: number) => void;
  onError: (message: string) => void;
}

function GoogleButton({
  clientId,
  scriptUrl,
  onToken,
  onError,
}: ProviderProps & { clientId: string; scriptUrl: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onToken, onError });
  handlers.current = { onToken, onError };
  useEffect(() => {
    let live = true;
    loadScript(scriptUrl)
      .then(() => {
        const id = window.google?.accounts?.id;
        if (!live || !id || !holder.current) return;
        id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (credential && readableJwt(credential)) handlers.current.onToken(credential);
            else handlers.current.onError(SOCIAL_MESSAGES.invalidToken);
          },
        });
        id.renderButton(holder.current, { type: 'standard', text: 'continue_with' });
      })
      .catch(() => live && handlers.current.onError('Something went wrong'));
    return () => {
      live = false;
    };
  }, [clientId, scriptUrl]);
  return <div ref={holder} className="social-sign-in__google" data-testid="google-sign-in" />;
}

function FacebookButton({
  appId,
  sdkUrl,
  onToken,
  onError,
}: ProviderProps & { appId: string; sdkUrl: string }) {
  const sdk = useRef<FacebookSdk>(undefined);
  const askAgain = useRef(false);
  const handlers = useRef({ onToken, onError });
  handlers.current = { onToken, onError };
  useEffect(() => {
    if (!appId) return;
    let live = true;
    loadFacebookSdk(appId, sdkUrl).then(
      (loaded) => {
        sdk.current = loaded;
      },
      (error: Error) => live && handlers.current.onError(error.message),
    );
    return () => {
      live = false;
    };
  }, [appId, sdkUrl]);

  const logIn = () => {
    if (!appId) return onError(SOCIAL_MESSAGES.noFacebookAppId);
    if (!sdk.current) return onError(SOCIAL_MESSAGES.facebookSdk);
    // Opened straight from the click, so the login popup is not blocked.
    sdk.current.login(
      ({ authResponse }) => {
        if (!authResponse?.accessToken) return handlers.current.onError(SOCIAL_MESSAGES.cancelled);
        if (!(authResponse.grantedScopes ?? '').split(',').includes('email')) {
          // Declined: the next press asks for the e-mail permission again.
          askAgain.current = true;
          return handlers.current.onError(EMAIL_NEEDED);
        }
        askAgain.current = false;
        handlers.current.onToken(authResponse.accessToken, authResponse.expiresIn);
      },
      { scope: 'email', return_scopes: true, ...(askAgain.current ? { auth_type: 'rerequest' } : {}) },
    );
  };
  return (
    <button
      type="button"
      className="button social-sign-in__facebook"
      onClick={logIn}
      data-testid="facebook-sign-in"
    >
      Continue with Facebook
    </button>
  );
}

/**
 * The social sign-in buttons the shop offers (from its platform config). The provider's token goes to
 * /auth/social, which has the platform check it and goes on from there.
 */
export function SocialSignIn() {
  const settings = useFetcher<SocialButtons>();
  const signIn = useFetcher<SocialSignInFailure>();
  const [error, setError] = useState<string>();
  const redirectUrl = new URLSearchParams(useLocation().search).get('redirectUrl');
  const settingsLoaded = settings.data !== undefined || settings.state !== 'idle';
  useEffect(() => {
    if (!settingsLoaded) settings.load('/auth/social');
  }, [settingsLoaded, settings]);

  const buttons = settings.data;
  const t = useText();
  if (!buttons?.google && !buttons?.facebook) return null;
  const onToken = (provider: 'google' | 'facebook') => (token: string, expiry?: number) => {
    setError(undefined);
    const target = `/auth/social${redirectUrl ? `?redirectUrl=${encodeURIComponent(redirectUrl)}` : ''}`;
    signIn.submit(
      { provider, token, ...(expiry ? { expiry: String(expiry) } : {}) },
      { method: 'post', action: target },
    );
  };
  const message = error ?? (signIn.state === 'idle' ? signIn.data?.error : undefined);
  return (
    <div className="social-sign-in" data-testid="social-sign-in">
      <p className="social-sign-in__or">{t('social.or')}</p>
      {buttons.google?.clientId ? (
        <GoogleButton {...buttons.google} onToken={onToken('google')} onError={setError} />
      ) : null}
      {buttons.facebook ? (
        <FacebookButton {...buttons.facebook} onToken={onToken('facebook')} onError={setError} />
      ) : null}
      {message ? (
        <p className="auth-form__error" role="alert" data-testid="social-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
