import { type Address, addressFieldError } from '@vitrine/contract';
import { useBrowserSdk, useText } from '@vitrine/kit';
import { ADDRESS_EN_IN } from '@vitrine/kit/account-texts';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-router';
import { AddressField, FieldError, fieldId, Label } from './address-field';
import { AddressMap } from './address-map';
import {
  ADDRESS_TYPE_CHOICES,
  type AddressTypeChoice,
  addressErrors,
  afterFailedLookup,
  COUNTRY,
  type CountryForm,
  entryOf,
  type FormField,
  OTHER_NAME,
  PINCODE_LOOKUP_DEBOUNCE_MS,
  typeChoiceOf,
} from './address-rules';
import { debounce } from './debounce';
import type { MapPoint, MapSettings, PickedPlace } from './map-provider';

export interface FormCountry {
  iso2: string;
  name: string;
  phoneCode: string;
  latitude: number;
  longitude: number;
}

export interface AddressFormProps {
  /** The route whose action saves the address (the current one when omitted), for dialogs and checkout. */
  action?: string;
  /** Posts without leaving the page, as the fetcher of this key (`useFetcher({ key })`): for dialogs. */
  fetcherKey?: string;
  form: CountryForm;
  country: FormCountry;
  /** Countries to choose from: only for a new address when the shop ships abroad. */
  countries?: { iso2: string; name: string }[];
  onCountryChange?: (iso2: string) => void;
  address?: Address;
  /** Problems the server found, by field slug, and a message for the whole form. */
  errors?: Record<string, string>;
  message?: string;
  submitting: boolean;
  submitLabel: ReactNode;
  /** Whether the shopper may mark it their default ('Make this my default address'); on when omitted. */
  offerDefault?: boolean;
  /** Extra fields posted with the form (intent, id). */
  hidden?: Record<string, string>;
  map?: MapSettings;
}

/**
 * The address form (spec §2): the country's fields in its order, the type radios, the default mark and, when
 * the shop has a map key, the map. Checked here before posting (scrolling to the first problem) and again by
 * the route's action and the platform.
 */
export function AddressForm(props: AddressFormProps) {
  const { form, country, address } = props;
  const getSdk = useBrowserSdk();
  const initialType = typeChoiceOf(address?.address_type);
  const [values, setValues] = useState<Record<string, string>>(() =>
    address ? entryOf(form.address, address) : {},
  );
  const [stateCode, setStateCode] = useState(address?.state_code ?? '');
  const [geo, setGeo] = useState<MapPoint | undefined>(address?.geo_location);
  const [typeChoice, setTypeChoice] = useState<AddressTypeChoice>(initialType.choice);
  const t = useText(ADDRESS_EN_IN);
  const [otherName, setOtherName] = useState(initialType.name);
  const [countryIso, setCountryIso] = useState(props.countries ? '' : country.iso2);
  const [errors, setErrors] = useState<Record<string, string>>(props.errors ?? {});
  const formRef = useRef<HTMLFormElement>(null);
  const askCountry = !!props.countries;
  const usesPincode = form.serviceability_fields.includes('pincode');
  const pincodeField = form.address.find((field) => field.slug === 'pincode');

  useEffect(() => setErrors(props.errors ?? {}), [props.errors]);

  const lookup = useMemo(
    () =>
      debounce(async (pincode: string) => {
        try {
          const sdk = await getSdk();
          const answer = await sdk.logistic.getPincodeCity({ pincode });
          const [place] = answer.data ?? [];
          if (!place) throw new Error('Pincode not serviceable');
          setValues((now) => ({ ...now, city: place.city ?? '', state: place.state ?? '' }));
          setStateCode(place.state_code ?? '');
          setErrors((now) => ({ ...now, pincode: '', city: '', state: '' }));
        } catch (error) {
          setValues(afterFailedLookup);
          setStateCode('');
          const message = error instanceof Error && error.message ? error.message : 'Something went wrong';
          setErrors((now) => ({ ...now, pincode: message }));
        }
      }, PINCODE_LOOKUP_DEBOUNCE_MS),
    [getSdk],
  );
  useEffect(() => () => lookup.cancel(), [lookup]);

  const change = (field: FormField, value: string) => {
    setValues((now) => ({ ...now, [field.slug]: value }));
    if (errors[field.slug]) setErrors((now) => ({ ...now, [field.slug]: '' }));
    if (field.slug === 'pincode' && usesPincode && pincodeField && !addressFieldError(pincodeField, value)) {
      lookup(value.trim());
    } else if (field.slug === 'pincode') {
      lookup.cancel();
    }
  };

  const useMapPlace = (place: PickedPlace) => {
    if (place.point) setGeo(place.point);
    if (place.parts) setValues((now) => ({ ...now, ...place.parts }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const found = addressErrors(form.address, {
      values,
      addressType: typeChoice,
      otherName,
      country: countryIso,
      askCountry,
    });
    const first = Object.keys(found)[0];
    if (!first) return;
    event.preventDefault();
    setErrors(found);
    const element = formRef.current?.querySelector<HTMLElement>(`#${fieldId(first)}`);
    element?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    element?.focus({ preventScroll: true });
  };

  const invalid = (slug: string) =>
    errors[slug] ? { 'aria-invalid': true, 'aria-describedby': `${fieldId(slug)}-error` } : {};

  return (
    <Form
      method="post"
      action={props.action}
      navigate={props.fetcherKey ? false : undefined}
      fetcherKey={props.fetcherKey}
      className="address-form"
      noValidate
      onSubmit={submit}
      ref={formRef}
      replace
    >
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="state_code" value={stateCode} />
      {geo ? <input type="hidden" name="geo_location" value={`${geo.latitude},${geo.longitude}`} /> : null}
      {props.map ? (
        <AddressMap
          settings={props.map}
          countryIso={country.iso2}
          center={{ latitude: country.latitude, longitude: country.longitude }}
          onUse={useMapPlace}
        />
      ) : null}
      {askCountry ? (
        <label className="address-form__field">
          <Label field={{ display_name: t('address.country'), required: true }} />
          <select
            id={fieldId(COUNTRY)}
            name="country_iso_code"
            value={countryIso}
            onChange={(event) => {
              setCountryIso(event.target.value);
              if (event.target.value) props.onCountryChange?.(event.target.value);
            }}
            {...invalid(COUNTRY)}
          >
            <option value="">{t('address.selectCountry')}</option>
            {props.countries?.map((option) => (
              <option key={option.iso2} value={option.iso2}>
                {option.name}
              </option>
            ))}
          </select>
          <FieldError slug={COUNTRY} message={errors[COUNTRY]} />
        </label>
      ) : (
        <input type="hidden" name="country_iso_code" value={country.iso2} />
      )}
      {form.address.map((field) => (
        <AddressField
          key={field.slug}
          field={field}
          value={values[field.slug] ?? ''}
          values={values}
          countryIso={country.iso2}
          phoneCode={country.phoneCode}
          error={errors[field.slug]}
          onChange={(value) => change(field, value)}
          invalid={invalid(field.slug)}
        />
      ))}
      <fieldset className="address-form__types">
        <legend>{t('address.type')}</legend>
        {ADDRESS_TYPE_CHOICES.map((choice) => (
          <label key={choice} className="address-form__type">
            <input
              type="radio"
              name="address_type"
              value={choice}
              checked={typeChoice === choice}
              onChange={() => setTypeChoice(choice)}
            />
            {t(`address.type.${choice}`)}
          </label>
        ))}
      </fieldset>
      {typeChoice === 'Other' ? (
        <label className="address-form__field">
          <Label field={{ display_name: t('address.name'), required: true }} />
          <input
            id={fieldId(OTHER_NAME)}
            name="other_name"
            value={otherName}
            maxLength={40}
            onChange={(event) => setOtherName(event.target.value)}
            {...invalid(OTHER_NAME)}
          />
          <FieldError slug={OTHER_NAME} message={errors[OTHER_NAME]} />
        </label>
      ) : null}
      {props.offerDefault === false ? null : (
        <label className="address-form__check">
          <input
            type="checkbox"
            name="is_default_address"
            value="true"
            defaultChecked={address?.is_default_address}
          />
          {t('address.makeDefault')}
        </label>
      )}
      {props.message ? (
        <p className="auth-form__error" role="alert" data-testid="address-error">
          {props.message}
        </p>
      ) : null}
      <div className="auth-form__actions">
        <button className="button button--primary" type="submit" disabled={props.submitting}>
          {props.submitLabel}
        </button>
      </div>
    </Form>
  );
}
