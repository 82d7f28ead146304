import { STOREFRONT_LANGUAGES, supportedLanguage, useText } from '@vitrine/kit';
import { data, redirect, useLoaderData } from 'react-router';
import { readForm } from '../forms.server';
import { LANGUAGE_COOKIE, preferenceCookie, preferencesOfRequest } from '../settings/preferences.server';
import { SettingChoices } from '../settings/setting-choices';
import type { Route } from './+types/setting-language';

/** The shop's languages (getLanguages) that the storefront's texts exist in, named as the shop names them. */
async function offeredLanguages(context: Route.LoaderArgs['context']) {
  const answer = await context.sdk.configuration.getLanguages().catch(() => undefined);
  const named = new Map<string, string>();
  for (const item of (answer?.items ?? []) as { code?: string; name?: string }[]) {
    if (item.code) named.set(supportedLanguage(item.code), item.name ?? item.code);
  }
  return STOREFRONT_LANGUAGES.map((code) => ({ code, name: named.get(code) ?? code }));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { languages: await offeredLanguages(context), chosen: preferencesOfRequest(request).language };
}

export async function action({ request }: Route.ActionArgs) {
  const code = String((await readForm(request)).get('language') ?? '');
  if (!STOREFRONT_LANGUAGES.includes(code)) {
    return data({ error: 'Choose one of the listed languages' }, { status: 400 });
  }
  return redirect('/setting/language/', {
    headers: { 'Set-Cookie': preferenceCookie(LANGUAGE_COOKIE, code) },
  });
}

export default function LanguageSettings({ actionData }: Route.ComponentProps) {
  const { languages, chosen } = useLoaderData<typeof loader>();
  const t = useText();
  return (
    <SettingChoices
      title={t('settings.language')}
      intro={t('settings.languageIntro')}
      name="language"
      choices={languages.map((language) => ({
        value: language.code,
        label: <span lang={language.code}>{language.name}</span>,
      }))}
      chosen={chosen}
      error={actionData?.error}
    />
  );
}
