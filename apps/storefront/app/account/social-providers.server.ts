import { SocialTokens } from '@vitrine/contract';
import type { StorefrontContext } from '../load-context';
import { loadUserPlatformConfig } from './session.server';

/** What the sign-in page needs to start each provider offered: its app id (maybe empty) and its script. */
export interface SocialButtons {
  google?: { clientId: string; scriptUrl: string };
  facebook?: { appId: string; sdkUrl: string };
}

function scriptUrl(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  if (!value) return fallback;
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol)) throw new Error(`${name} must be an http(s) URL, not '${value}'`);
  return url.href;
}

/**
 * The providers the shop's platform config offers, with the app ids it reports. The scripts come from the real
 * providers unless GOOGLE_CLIENT_SCRIPT_URL or FACEBOOK_SDK_URL point elsewhere (the local identity provider).
 */
export async function socialButtons(context: StorefrontContext): Promise<SocialButtons> {
  const config = await loadUserPlatformConfig(context);
  const tokens = SocialTokens.safeParse(config?.social_tokens);
  const appIds = tokens.success ? tokens.data : {};
  const buttons: SocialButtons = {};
  if (config?.social?.google) {
    buttons.google = {
      clientId: appIds.google?.app_id ?? '',
      scriptUrl: scriptUrl('GOOGLE_CLIENT_SCRIPT_URL', 'https://accounts.google.com/gsi/client'),
    };
  }
  if (config?.social?.facebook) {
    buttons.facebook = {
      appId: appIds.facebook?.app_id ?? '',
      sdkUrl: scriptUrl('FACEBOOK_SDK_URL', 'https://connect.facebook.net/en_US/sdk.js'),
    };
  }
  return buttons;
}
