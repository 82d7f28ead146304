import { useBrowserSdk } from '@vitrine/kit';
import { getStoredItem, removeStoredItem, STORAGE_KEYS, setStoredItem } from '@vitrine/kit/storage';
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import {
  announceOrderingStore,
  CHOOSE_STORE_EVENT,
  type DeploymentStore,
  isDeployed,
  selectOrderingStore,
  storesPage,
  storeUidFromQuery,
} from './deployment-store';
import { DeploymentStoreStep, type StoreList } from './deployment-store-step';
import { fetchStoreAddressStep, type StoreAddressForm } from './store-address';

// Inline: the dialog's code and looks load only in shops that may ask for one of its steps.
const BACKDROP = {
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: 'rgb(0 0 0 / 45%)',
  display: 'grid',
  placeItems: 'center',
} as const;
const PANEL = {
  background: '#fff',
  padding: '1.5rem',
  borderRadius: '0.5rem',
  width: 'min(28rem, 92vw)',
  maxHeight: '92vh',
  overflowY: 'auto',
  display: 'grid',
  gap: '1rem',
} as const;
const STEPS = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: '1rem' } as const;
const CURRENT_STEP = { fontWeight: 600, borderBottom: '2px solid currentColor' } as const;

/** The address form (and its map) load only when the Store Address step shows. */
const StoreAddressStep = lazy(() =>
  import('./store-address-step').then((module) => ({ default: module.StoreAddressStep })),
);

type Step = 'stores' | 'address';
const TITLES: Record<Step, string> = { stores: 'Deployment Stores', address: 'Store Address' };

/**
 * The onboarding wizard (spec §2, §4), of up to two steps: Deployment Stores, when `stores` (the feature is on)
 * and there are stores to choose from; then Store Address, when `storeAddress` (a signed-in shopper in a shop
 * that asks for one) and the shopper has no store address. The step header shows only with both steps.
 *
 * A `_ds` or stored store that the shop deploys to is reused (its cookie requested) instead of asking; an
 * invalid stored one is removed and the list shown. While a step shows, the page does not scroll.
 */
export function OnboardingDialog({ stores, storeAddress }: { stores: boolean; storeAddress: boolean }) {
  const getSdk = useBrowserSdk();
  // undefined while being checked, null when the step is not needed.
  const [storeList, setStoreList] = useState<StoreList | null | undefined>(stores ? undefined : null);
  const [address, setAddress] = useState<StoreAddressForm | null | undefined>(
    storeAddress ? undefined : null,
  );
  const [at, setAt] = useState(0);
  const [listOpenings, setListOpenings] = useState(0);
  const headingId = useId();

  useEffect(() => {
    if (!stores) {
      setStoreList(null);
      return;
    }
    const open = async (reuse: boolean) => {
      const sdk = await getSdk();
      const first = await storesPage(sdk, 1, '');
      if (first.items.length === 0) return setStoreList(null);
      const stored = getStoredItem<DeploymentStore>(STORAGE_KEYS.deploymentStore);
      const candidate = reuse ? (storeUidFromQuery(window.location.search) ?? stored?.uid) : undefined;
      if (candidate !== undefined && isDeployed(candidate, first.check)) {
        try {
          await selectOrderingStore(sdk, candidate);
          if (stored?.uid !== candidate) setStoredItem(STORAGE_KEYS.deploymentStore, { uid: candidate });
          return setStoreList(null);
        } catch {
          // The platform refused it (no such ordering store): treated as invalid below.
        }
      }
      if (stored) removeStoredItem(STORAGE_KEYS.deploymentStore);
      setListOpenings((count) => count + 1);
      setStoreList({ items: first.items, pageNo: 1, hasNext: first.hasNext, q: '' });
      setAt(0);
    };
    open(true).catch(() => setStoreList(null));
    const again = () => open(false).catch(() => {});
    window.addEventListener(CHOOSE_STORE_EVENT, again);
    return () => window.removeEventListener(CHOOSE_STORE_EVENT, again);
  }, [stores, getSdk]);

  // Asked again when a shopper signs in or out; a failed check means no step.
  useEffect(() => {
    if (!storeAddress) {
      setAddress(null);
      return;
    }
    let current = true;
    fetchStoreAddressStep()
      .catch(() => null)
      .then((step) => {
        if (current) setAddress(step);
      });
    return () => {
      current = false;
    };
  }, [storeAddress]);

  const steps: Step[] = [];
  if (storeList) steps.push('stores');
  if (address) steps.push('address');
  // The wizard opens once both checks are done, so its steps do not change under the shopper.
  const step = storeList !== undefined && address !== undefined ? steps[at] : undefined;

  useEffect(() => {
    if (!step) return;
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, [step]);

  const finish = () => {
    setStoreList(null);
    setAt(0);
  };
  const storeChosen = () => (address ? setAt(steps.indexOf('address')) : finish());
  const addressSaved = useCallback(() => {
    setAddress(null);
    setStoreList(null);
    setAt(0);
    announceOrderingStore(getStoredItem<DeploymentStore>(STORAGE_KEYS.deploymentStore)?.uid);
  }, []);
  const countryChanged = (iso2: string) => {
    fetchStoreAddressStep(iso2)
      .then((form) => form && setAddress(form))
      .catch(() => {});
  };

  if (!step) return null;
  return (
    <div style={BACKDROP}>
      <div
        className="onboarding"
        style={PANEL}
        role="dialog"
        aria-modal="true"
        {...(step === 'address' ? { 'aria-labelledby': headingId } : { 'aria-label': TITLES[step] })}
      >
        {steps.length > 1 ? (
          <ol style={STEPS} aria-label="Steps" data-testid="onboarding-steps">
            {steps.map((each, index) => (
              <li
                key={each}
                style={index === at ? CURRENT_STEP : undefined}
                aria-current={index === at ? 'step' : undefined}
              >
                {TITLES[each]}
              </li>
            ))}
          </ol>
        ) : null}
        {step === 'stores' && storeList ? (
          <DeploymentStoreStep key={listOpenings} first={storeList} onChosen={storeChosen} />
        ) : null}
        {step === 'address' && address ? (
          <Suspense fallback={null}>
            <StoreAddressStep
              step={address}
              headingId={headingId}
              onSaved={addressSaved}
              onCountryChange={countryChanged}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
