import { useBrowserSdk } from '@vitrine/kit';
import { getStoredItem, removeStoredItem, STORAGE_KEYS, setStoredItem } from '@vitrine/kit/storage';
import { useEffect, useRef, useState } from 'react';
import { debounce } from '../address/debounce';
import {
  CHOOSE_STORE_EVENT,
  type DeploymentStore,
  isDeployed,
  type ListedStore,
  selectOrderingStore,
  storesPage,
  storeUidFromQuery,
} from './deployment-store';

// Inline: the dialog's code and looks load only in shops that ask for a deployment store.
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
  display: 'grid',
  gap: '1rem',
} as const;
const LIST = { listStyle: 'none', margin: 0, padding: 0, maxHeight: '50vh', overflowY: 'auto' } as const;

interface StoreList {
  items: ListedStore[];
  pageNo: number;
  hasNext: boolean;
  q: string;
}

/**
 * The onboarding dialog's deployment-store step (spec §2, §4): needed when the feature is on and there are stores.
 * A `_ds` or stored store that the shop deploys to is reused (its cookie requested); an invalid stored one is
 * removed and the list shown.
 */
export function OnboardingDialog({ enabled }: { enabled: boolean }) {
  const getSdk = useBrowserSdk();
  const [list, setList] = useState<StoreList | null>(null);
  const [chosen, setChosen] = useState<ListedStore | null>(null);
  const [busy, setBusy] = useState(false);
  const loading = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    const open = async (reuse: boolean) => {
      const sdk = await getSdk();
      const first = await storesPage(sdk, 1, '');
      if (first.items.length === 0) return;
      const stored = getStoredItem<DeploymentStore>(STORAGE_KEYS.deploymentStore);
      const candidate = reuse ? (storeUidFromQuery(window.location.search) ?? stored?.uid) : undefined;
      if (candidate !== undefined && isDeployed(candidate, first.check)) {
        try {
          await selectOrderingStore(sdk, candidate);
          if (stored?.uid !== candidate) setStoredItem(STORAGE_KEYS.deploymentStore, { uid: candidate });
          return;
        } catch {
          // The platform refused it (no such ordering store): treated as invalid below.
        }
      }
      if (stored) removeStoredItem(STORAGE_KEYS.deploymentStore);
      setChosen(null);
      setList({ items: first.items, pageNo: 1, hasNext: first.hasNext, q: '' });
    };
    open(true).catch(() => {});
    const again = () => open(false).catch(() => {});
    window.addEventListener(CHOOSE_STORE_EVENT, again);
    return () => window.removeEventListener(CHOOSE_STORE_EVENT, again);
  }, [enabled, getSdk]);

  // While the dialog shows, the page does not scroll.
  const showing = list !== null;
  useEffect(() => {
    if (!showing) return;
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, [showing]);

  const search = useRef(
    debounce((q: string) => {
      getSdk()
        .then((sdk) => storesPage(sdk, 1, q))
        .then((page) => setList({ items: page.items, pageNo: 1, hasNext: page.hasNext, q }))
        .catch(() => {});
    }, 300),
  ).current;

  const more = async () => {
    if (!list?.hasNext || loading.current) return;
    loading.current = true;
    try {
      const page = await storesPage(await getSdk(), list.pageNo + 1, list.q);
      setList({
        ...list,
        items: [...list.items, ...page.items],
        pageNo: list.pageNo + 1,
        hasNext: page.hasNext,
      });
    } finally {
      loading.current = false;
    }
  };

  const proceed = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const store: DeploymentStore = { uid: chosen.uid, store_code: chosen.store_code, _id: chosen._id };
      setStoredItem(STORAGE_KEYS.deploymentStore, store);
      await selectOrderingStore(await getSdk(), chosen.uid);
      setList(null);
    } finally {
      setBusy(false);
    }
  };

  if (!list) return null;
  return (
    <div style={BACKDROP}>
      <div style={PANEL} role="dialog" aria-modal="true" aria-label="Deployment Stores">
        <input
          type="search"
          placeholder="Search"
          aria-label="Search"
          onChange={(event) => search(event.currentTarget.value)}
          data-testid="deployment-store-search"
        />
        <ul
          style={LIST}
          onScroll={(event) => {
            const box = event.currentTarget;
            if (box.scrollTop + box.clientHeight >= box.scrollHeight - 40) more().catch(() => {});
          }}
        >
          {list.items.map((store) => (
            <li key={store.uid}>
              <label>
                <input
                  type="radio"
                  name="deployment-store"
                  value={store.uid}
                  checked={chosen?.uid === store.uid}
                  onChange={() => setChosen(store)}
                  data-testid="deployment-store"
                />{' '}
                {store.name} ({store.store_code})
              </label>
            </li>
          ))}
        </ul>
        <button className="button" type="button" disabled={!chosen || busy} onClick={() => proceed()}>
          Continue
        </button>
      </div>
    </div>
  );
}
