import { useText } from '@vitrine/kit';
import { useEffect, useState } from 'react';
import { redirect } from 'react-router';
import {
  CHOOSE_STORE_EVENT,
  type DeploymentStore,
  ORDERING_STORE_EVENT,
} from '../onboarding/deployment-store';
import { deploymentStoresOffered } from '../settings/settings.server';
import type { Route } from './+types/setting-store';

/** Only when the shop asks for a deployment store and has some (spec §2); otherwise the currency settings. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!(await deploymentStoresOffered(context))) throw redirect('/setting/currency/');
  return null;
}

export default function StoreSettings() {
  const t = useText();
  const [store, setStore] = useState<DeploymentStore | null>(null);
  useEffect(() => {
    const read = () =>
      import('@vitrine/kit/storage').then(({ getStoredItem, STORAGE_KEYS }) =>
        setStore(getStoredItem<DeploymentStore>(STORAGE_KEYS.deploymentStore)),
      );
    read();
    window.addEventListener(ORDERING_STORE_EVENT, read);
    return () => window.removeEventListener(ORDERING_STORE_EVENT, read);
  }, []);
  return (
    <section>
      <h2>{t('settings.store')}</h2>
      <p>{t('settings.storeIntro')}</p>
      <p data-testid="chosen-store">
        {store ? `${store.store_code ?? ''} (${store.uid})`.trim() : t('settings.noStore')}
      </p>
      <button
        className="button"
        type="button"
        onClick={() => window.dispatchEvent(new Event(CHOOSE_STORE_EVENT))}
      >
        {t('settings.changeStore')}
      </button>
    </section>
  );
}
