import { useText } from '@vitrine/kit';
import { useEffect, useId, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import type { PincodeCheck as PincodeResult } from './pincode.server';

/** "Check delivery": posts the pincode to the product route's action; a good pincode is remembered. */
export function PincodeCheck() {
  const t = useText();
  const fetcher = useFetcher<PincodeResult>();
  const id = useId();
  const [initial, setInitial] = useState('');
  // Without scripts the form posts the whole page, and the answer comes back as the page's action data (which
  // may answer the page's cart form instead).
  const pageData = useActionData<PincodeResult | object>();
  const pageResult = pageData && 'pincode' in pageData ? pageData : undefined;
  const result = fetcher.data ?? pageResult;

  // Storage code loads after the page (it is not needed to show it).
  useEffect(() => {
    import('@vitrine/kit/storage').then(({ getStoredItem, STORAGE_KEYS }) =>
      setInitial(getStoredItem<string>(STORAGE_KEYS.userPincode) ?? ''),
    );
  }, []);
  useEffect(() => {
    if (!result?.ok) return;
    const { pincode } = result;
    import('@vitrine/kit/storage').then(({ setStoredItem, STORAGE_KEYS }) =>
      setStoredItem(STORAGE_KEYS.userPincode, pincode),
    );
  }, [result]);

  return (
    <section className="pdp__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('product.checkDelivery')}</h2>
      <fetcher.Form method="post" className="pincode">
        <input type="hidden" name="intent" value="pincode" />
        <label htmlFor={`${id}-pincode`} className="visually-hidden">
          Pincode
        </label>
        <input
          id={`${id}-pincode`}
          key={initial}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="Pincode"
          defaultValue={initial}
          data-testid="pincode-input"
        />
        <button
          className="button"
          type="submit"
          disabled={fetcher.state !== 'idle'}
          data-testid="pincode-submit"
        >
          {fetcher.state !== 'idle' ? t('product.checking') : t('product.check')}
        </button>
      </fetcher.Form>
      {result ? (
        <p
          className={`pincode__result${result.ok ? '' : ' pincode__result--error'}`}
          role="status"
          data-testid="pincode-result"
          data-ok={result.ok}
        >
          {result.message}
        </p>
      ) : null}
    </section>
  );
}
