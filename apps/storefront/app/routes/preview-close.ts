import { redirect } from 'react-router';
import { readForm } from '../forms.server';
import { safeRedirectUrl } from '../guards/safe-redirect';
import { endPreviewCookie } from '../shell/theme-preview.server';
import type { Route } from './+types/preview-close';

export const loader = () => redirect('/');

/** 'Close preview': ends the theme preview and returns to the page, now with the applied theme. */
export async function action({ request }: Route.ActionArgs) {
  const back = new URL(
    safeRedirectUrl(String((await readForm(request)).get('redirectUrl') ?? '')),
    request.url,
  );
  back.searchParams.delete('themeId');
  return redirect(back.pathname + back.search, { headers: { 'Set-Cookie': endPreviewCookie() } });
}
