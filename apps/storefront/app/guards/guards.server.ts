import type { User } from '@vitrine/contract';
import { redirect } from 'react-router';
import { loadUser, loadUserPlatformConfig, requestCookies } from '../account/session.server';
import type { StorefrontContext } from '../load-context';
import { loadShownTheme } from '../shell/shop.server';
import { themeGlobals } from '../shell/theme-globals';
import { PROFILE_SKIP_COOKIE, profileGate } from './profile-gate';
import { safeRedirectUrl } from './safe-redirect';

/** The path and query the shopper asked for, to come back to after signing in. */
export function fullPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

export function redirectUrlOf(request: Request): string {
  return safeRedirectUrl(new URL(request.url).searchParams.get('redirectUrl'));
}

export function loginUrl(path: string): string {
  return `/auth/login?redirectUrl=${encodeURIComponent(path)}`;
}

/** Login guard: visitors go to sign in, and come back here afterwards. */
export async function requireUser(context: StorefrontContext, request: Request): Promise<User> {
  const user = await loadUser(context, request);
  if (!user) throw redirect(loginUrl(fullPath(request)));
  return user;
}

/** Guest-only guard: signed-in shoppers opening a sign-in screen go home. */
export async function requireGuest(context: StorefrontContext, request: Request): Promise<void> {
  if (await loadUser(context, request)) throw redirect('/');
}

/**
 * Required-profile-field guard: a signed-in shopper who lacks a field the shop requires goes to edit-profile
 * first (hard: always; soft: until dismissed), then back here.
 */
export async function requireCompleteProfile(
  context: StorefrontContext,
  request: Request,
  user: User | null,
): Promise<void> {
  if (!user) return;
  const config = await loadUserPlatformConfig(context);
  const dismissed = requestCookies(request)[PROFILE_SKIP_COOKIE] === '1';
  if (profileGate(user, config?.required_fields, dismissed)) {
    throw redirect(`/auth/edit-profile?redirectUrl=${encodeURIComponent(fullPath(request))}`);
  }
}

/** Whether the theme's global setting turns the cart off (disable_cart). */
export async function cartDisabled(context: StorefrontContext, request: Request): Promise<boolean> {
  return themeGlobals(await loadShownTheme(context, request)).disableCart;
}

/** Cart-disabled guard: pages of ordering go home while the theme turns the cart off (spec §6). */
export async function requireCartEnabled(context: StorefrontContext, request: Request): Promise<void> {
  if (await cartDisabled(context, request)) throw redirect('/');
}
