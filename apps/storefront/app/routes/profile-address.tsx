import { useText } from '@vitrine/kit';
import { ADDRESS_EN_IN, AUTH_EN_IN } from '@vitrine/kit/account-texts';
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigate,
  useNavigation,
} from 'react-router';
import accountStyles from '../account/account.css?url';
import { failureMessage, failureStatus } from '../account/form.server';
import addressStyles from '../address/address.css?url';
import {
  addressCards,
  DEFAULT_COUNTRY,
  loadAddressFeatures,
  loadCountryForm,
  readAddressForm,
} from '../address/address-book.server';
import { AddressForm } from '../address/address-form';
import { readForm } from '../forms.server';
import { requireUser } from '../guards/guards.server';
import type { Route } from './+types/profile-address';

export const handle = { themePage: 'profile-address' };

export const links = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: addressStyles },
];

const BOOK = '/profile/address/';

/** /profile/address/: the signed-in shopper's addresses; `?add` or `?edit={id}` opens the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  const url = new URL(request.url);
  const editId = url.searchParams.get('edit');
  const adding = url.searchParams.has('add');
  const [{ address: addresses }, features] = await Promise.all([
    context.sdk.cart.getAddresses(),
    loadAddressFeatures(context),
  ]);
  const editing = editId ? addresses.find((entry) => entry.id === editId) : undefined;
  if (editId && !editing) throw redirect(BOOK);
  const askCountry = adding && features.international;
  const iso = editing?.country_iso_code || (askCountry && url.searchParams.get('country')) || DEFAULT_COUNTRY;
  const [shown, countries] = await Promise.all([
    adding || editing ? loadCountryForm(context, iso) : undefined,
    askCountry ? context.sdk.logistic.getCountries({}) : undefined,
  ]);
  return {
    addresses: await addressCards(context, addresses),
    editing,
    adding,
    shown,
    countries: countries?.items?.map((c) => ({ iso2: c.iso2 ?? '', name: c.display_name ?? c.name ?? '' })),
    map: features.map,
    iso,
  };
}

/** Saves (adds or edits), deletes, or marks as default; the platform checks the address is the shopper's. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(context, request);
  const form = await readForm(request);
  const intent = form.get('intent');
  const id = String(form.get('id') ?? '');
  if ((intent === 'delete' || intent === 'default') && !id) {
    return data({ message: 'No address selected', errors: {} }, { status: 400 });
  }
  try {
    if (intent === 'delete') {
      const answer = await context.sdk.cart.removeAddress({ id });
      if (!answer.is_deleted)
        return data({ message: 'Failed to remove address', errors: {} }, { status: 409 });
      return redirect(BOOK);
    }
    if (intent === 'default') {
      await context.sdk.cart.updateAddress({ id, body: { is_default_address: true } });
      return redirect(BOOK);
    }
    const iso = String(form.get('country_iso_code') ?? '') || DEFAULT_COUNTRY;
    const { form: countryForm } = await loadCountryForm(context, iso);
    const { errors, body } = readAddressForm(countryForm.address, form, !id && form.has('ask_country'));
    const first = Object.values(errors)[0];
    if (first) return data({ message: first, errors }, { status: 400 });
    if (id) await context.sdk.cart.updateAddress({ id, body });
    else await context.sdk.cart.addAddress({ body });
    return redirect(BOOK);
  } catch (error) {
    return data({ message: failureMessage(error), errors: {} }, { status: failureStatus(error) });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'My addresses' },
  { name: 'robots', content: 'noindex' },
];

export default function AddressBook() {
  const { addresses, editing, adding, shown, countries, map } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const submitting = navigation.state === 'submitting';
  const formOpen = shown && (adding || editing);
  const t = useText(AUTH_EN_IN, ADDRESS_EN_IN);
  return (
    <section className="address-book">
      <h1 className="page-title">{t('address.title')}</h1>
      {formOpen ? (
        <>
          <h2>{t(editing ? 'address.edit' : 'address.add')}</h2>
          <AddressForm
            key={editing?.id ?? `new-${shown.country.iso2}`}
            form={shown.form}
            country={shown.country}
            countries={countries}
            onCountryChange={(iso2) => navigate(`?add&country=${iso2}`, { replace: true })}
            address={editing}
            errors={result?.errors}
            message={result?.message}
            submitting={submitting}
            submitLabel={t('address.save')}
            hidden={{
              intent: 'save',
              ...(editing?.id ? { id: editing.id } : {}),
              ...(countries ? { ask_country: '1' } : {}),
            }}
            map={map}
          />
          <Link className="button button--ghost" to=".">
            {t('address.cancel')}
          </Link>
        </>
      ) : (
        <>
          <Link className="button button--primary" to="?add" data-testid="add-address">
            {t('address.add')}
          </Link>
          {result?.message ? (
            <p className="auth-form__error" role="alert" data-testid="address-error">
              {result.message}
            </p>
          ) : null}
          {addresses.length === 0 ? <p className="address-book__empty">{t('address.none')}</p> : null}
          <ul className="address-book__list">
            {addresses.map((entry) => (
              <li key={entry.id} className="address-card" data-testid="address-card">
                <p className="address-card__head">
                  <strong>{entry.name}</strong> <span className="address-card__type">{entry.type}</span>
                  {entry.isDefault ? (
                    <span className="address-card__default" data-testid="address-default">
                      {t('address.default')}
                    </span>
                  ) : null}
                </p>
                {entry.lines.map((line) => (
                  <p key={line} className="address-card__line">
                    {line}
                  </p>
                ))}
                <p className="address-card__line">{entry.phone}</p>
                <div className="address-card__actions">
                  <Link to={`?edit=${entry.id}`} data-testid="edit-address">
                    {t('address.editOne')}
                  </Link>
                  {entry.isDefault ? null : (
                    <Form method="post">
                      <input type="hidden" name="id" value={entry.id} />
                      <button type="submit" name="intent" value="default" data-testid="default-address">
                        {t('address.setDefault')}
                      </button>
                    </Form>
                  )}
                  <Form method="post">
                    <input type="hidden" name="id" value={entry.id} />
                    <button type="submit" name="intent" value="delete" data-testid="delete-address">
                      {t('address.delete')}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
