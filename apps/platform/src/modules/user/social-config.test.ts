import type { UserPlatformConfig } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { readSocialProviders, withSocialSignIn } from './social-config';

describe('social sign-in settings', () => {
  it('offers nothing without settings, and the real providers’ addresses once an id is given', () => {
    expect(readSocialProviders({})).toEqual({ google: undefined, facebook: undefined, apple: undefined });
    const real = readSocialProviders({
      GOOGLE_CLIENT_ID: 'shop.apps.googleusercontent.com',
      FACEBOOK_APP_ID: '1',
      FACEBOOK_APP_SECRET: 's',
    });
    expect(real.google).toEqual({
      clientId: 'shop.apps.googleusercontent.com',
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    });
    expect(real.facebook).toEqual({ appId: '1', appSecret: 's', graphUrl: 'https://graph.facebook.com' });
  });

  it('takes another issuer and finds its keys beside it unless told where', () => {
    const local = readSocialProviders({
      GOOGLE_CLIENT_ID: 'c',
      GOOGLE_OAUTH_ISSUER: 'http://127.0.0.1:4100/',
    });
    expect(local.google).toEqual({
      clientId: 'c',
      issuers: ['http://127.0.0.1:4100'],
      jwksUrl: 'http://127.0.0.1:4100/oauth2/v3/certs',
    });
  });

  it('refuses half a Facebook app and addresses that are not http(s)', () => {
    expect(() => readSocialProviders({ FACEBOOK_APP_ID: '1' })).toThrow(
      /FACEBOOK_APP_ID and FACEBOOK_APP_SECRET go together/,
    );
    expect(() =>
      readSocialProviders({ FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 's', FACEBOOK_GRAPH_URL: 'ftp://x' }),
    ).toThrow("FACEBOOK_GRAPH_URL must be an http(s) URL, not 'ftp://x'");
  });

  it('reports configured providers and their app ids, and a provider the shop turned on without one', () => {
    const stored: UserPlatformConfig = {
      social: { facebook: true, google: false, apple: false, account_kit: false },
    };
    const config = withSocialSignIn(stored, readSocialProviders({ GOOGLE_CLIENT_ID: 'c' }));
    expect(config.social).toEqual({ facebook: true, google: true, apple: false, account_kit: false });
    // The storefront then says 'Facebook App ID not provided in platform'.
    expect(config.social_tokens).toEqual({
      facebook: { app_id: '' },
      google: { app_id: 'c' },
      accountkit: { app_id: '' },
    });
  });
});
