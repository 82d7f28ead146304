import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadScripts } from './load-scripts';

/** What the page opens the provider's checkout with: its script, the public key id and the provider's order. */
interface PopupSetup {
  scriptUrl: string;
  keyId: string;
  gatewayOrderId: string;
  /** In paise. */
  amount: number;
  currency: string;
  /** Where the shop learns how the payment went: the order-status page, which asks the platform. */
  statusUrl: string;
  name: string;
}

interface CheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
}

type Checkout = new (options: CheckoutOptions) => { open(): void };

/** How the popup stands: its script loading, open, closed without paying, or its script never loaded. */
type PopupState = 'loading' | 'open' | 'dismissed' | 'unavailable' | 'paid';

/**
 * Loads the provider's script and opens its popup; opens it again on `retry`. The popup's success is only a cue:
 * the order-status page asks the platform, which alone decides whether the order is paid.
 */
export function usePopupCheckout(setup: PopupSetup) {
  const navigate = useNavigate();
  const [state, setState] = useState<PopupState>('loading');
  const { scriptUrl, keyId, gatewayOrderId, amount, currency, statusUrl, name } = setup;

  const open = useCallback(() => {
    const Provider = (window as { Razorpay?: Checkout }).Razorpay;
    if (!Provider) {
      setState('unavailable');
      return;
    }
    setState('open');
    new Provider({
      key: keyId,
      order_id: gatewayOrderId,
      amount,
      currency,
      name,
      handler: () => {
        setState('paid');
        navigate(statusUrl);
      },
      modal: { ondismiss: () => setState('dismissed') },
    }).open();
  }, [keyId, gatewayOrderId, amount, currency, name, statusUrl, navigate]);

  // The popup opens by itself once per page; the effect must not reopen it when `open` changes.
  const latestOpen = useRef(open);
  latestOpen.current = open;
  useEffect(() => {
    let live = true;
    loadScripts([scriptUrl]).then(({ failed }) => {
      if (!live) return;
      if (failed.length > 0) setState('unavailable');
      else latestOpen.current();
    });
    return () => {
      live = false;
    };
  }, [scriptUrl]);

  return { state, retry: open };
}
