import { useText } from '@vitrine/kit';
import { data, redirect, useLoaderData } from 'react-router';
import { readForm } from '../forms.server';
import { CURRENCY_COOKIE, preferenceCookie, preferencesOfRequest } from '../settings/preferences.server';
import { SettingChoices } from '../settings/setting-choices';
import type { Route } from './+types/setting-currency';

type Currency = { code: string; name?: string; symbol?: string };

async function shopCurrencies(context: Route.LoaderArgs['context']): Promise<Currency[]> {
  const app = await context.sdk.configuration.getAppCurrencies().catch(() => undefined);
  const supported = (app?.supported_currency ?? []) as Currency[];
  if (supported.length > 0) return supported;
  const all = await context.sdk.configuration.getCurrencies().catch(() => undefined);
  return ((all?.items ?? []) as Currency[]).filter((currency) => currency.code);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { currencies: await shopCurrencies(context), chosen: preferencesOfRequest(request).currency };
}

/** Keeps the chosen currency in a cookie; the storefront's API client sends it with every call. */
export async function action({ request, context }: Route.ActionArgs) {
  const code = String((await readForm(request)).get('currency') ?? '');
  const known = await shopCurrencies(context);
  if (!known.some((currency) => currency.code === code)) {
    return data({ error: 'Choose one of the listed currencies' }, { status: 400 });
  }
  return redirect('/setting/currency/', {
    headers: { 'Set-Cookie': preferenceCookie(CURRENCY_COOKIE, code) },
  });
}

export default function CurrencySettings({ actionData }: Route.ComponentProps) {
  const { currencies, chosen } = useLoaderData<typeof loader>();
  const t = useText();
  return (
    <SettingChoices
      title={t('settings.currency')}
      intro={t('settings.currencyIntro')}
      name="currency"
      choices={currencies.map((currency) => ({
        value: currency.code,
        label: `${currency.symbol ? `${currency.symbol} ` : ''}${currency.code}${currency.name ? ` – ${currency.name}` : ''}`,
      }))}
      chosen={chosen}
      error={actionData?.error}
    />
  );
}
