import { useText } from '@vitrine/kit';
import { ADDRESS_EN_IN } from '@vitrine/kit/account-texts';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import addressStyles from '../address/address.css?url';
import { AddressForm } from '../address/address-form';
import onboardingStyles from './onboarding.css?url';
import { STORE_ADDRESS_PATH, type StoreAddressForm, type StoreAddressSave } from './store-address';

/** The fetcher the form posts as, so the dialog stays on the page while saving. */
const SAVE_KEY = 'onboard-address';

/**
 * The onboarding's Store Address step (spec §2): its heading, the address form and 'SAVE ADDRESS', which shows a
 * loader while saving. A successful save ends the step (onSaved).
 */
export function StoreAddressStep({
  step,
  headingId,
  onSaved,
  onCountryChange,
}: {
  step: StoreAddressForm;
  headingId: string;
  onSaved: () => void;
  onCountryChange: (iso2: string) => void;
}) {
  const t = useText(ADDRESS_EN_IN);
  const save = useFetcher<StoreAddressSave>({ key: SAVE_KEY });
  const saving = save.state !== 'idle';
  // A fetcher's answer outlives the step: only an answer that came while this step showed counts.
  const seen = useRef(save.data);
  const result = save.data === seen.current ? undefined : save.data;
  const saved = !saving && result !== undefined && 'saved' in result;
  useEffect(() => {
    if (saved) onSaved();
  }, [saved, onSaved]);
  const failure = result && 'message' in result ? result : undefined;
  return (
    <>
      <link rel="stylesheet" href={addressStyles} precedence="default" />
      <link rel="stylesheet" href={onboardingStyles} precedence="default" />
      <h2 id={headingId} className="onboarding__heading">
        Store Address
      </h2>
      <AddressForm
        key={step.country.iso2}
        action={STORE_ADDRESS_PATH}
        fetcherKey={SAVE_KEY}
        form={step.form}
        country={step.country}
        countries={step.countries}
        onCountryChange={onCountryChange}
        errors={failure?.errors}
        message={failure?.message}
        submitting={saving}
        submitLabel={
          <>
            {saving ? <span className="onboarding__loader" aria-hidden="true" /> : null}
            {t('address.save')}
          </>
        }
        offerDefault={false}
        map={step.map}
      />
    </>
  );
}
