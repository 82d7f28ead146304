import { useBrowserSdk } from '@vitrine/kit';
import { STORAGE_KEYS, setStoredItem } from '@vitrine/kit/storage';
import { useRef, useState } from 'react';
import { debounce } from '../address/debounce';
import { type DeploymentStore, type ListedStore, selectOrderingStore, storesPage } from './deployment-store';

const LIST = { listStyle: 'none', margin: 0, padding: 0, maxHeight: '50vh', overflowY: 'auto' } as const;

export interface StoreList {
  items: ListedStore[];
  pageNo: number;
  hasNext: boolean;
  q: string;
}

/**
 * The onboarding's Deployment Stores step (spec §2): a search box, the stores (more load on scrolling) and
 * 'Continue', which keeps the choice, asks for its ordering-store cookie and ends the step (onChosen).
 */
export function DeploymentStoreStep({ first, onChosen }: { first: StoreList; onChosen: () => void }) {
  const getSdk = useBrowserSdk();
  const [list, setList] = useState(first);
  const [chosen, setChosen] = useState<ListedStore | null>(null);
  const [busy, setBusy] = useState(false);
  const loading = useRef(false);

  const search = useRef(
    debounce((q: string) => {
      getSdk()
        .then((sdk) => storesPage(sdk, 1, q))
        .then((page) => setList({ items: page.items, pageNo: 1, hasNext: page.hasNext, q }))
        .catch(() => {});
    }, 300),
  ).current;

  const more = async () => {
    if (!list.hasNext || loading.current) return;
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
      onChosen();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
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
    </>
  );
}
