import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { trackEvent } from '../shell/analytics';
import { beginCheckout, stepDone } from './checkout-events';
import type { CheckoutCart } from './shipments';

/** Carts whose checkout analytics has heard begin, in this page's life: going back to delivery is no new start. */
const begun = new Set<string>();

/** begin_checkout, once per cart, on entering checkout. */
export function useBeginCheckout(cart: CheckoutCart): void {
  const { id, count, total, buyNow } = cart;
  useEffect(() => {
    if (begun.has(id)) return;
    begun.add(id);
    // After every effect of this render: on a page loaded afresh the shell's analytics starts in one of them.
    queueMicrotask(() => {
      const { name, properties } = beginCheckout({ id, count, total, buyNow });
      trackEvent(name, properties);
    });
  }, [id, count, total, buyNow]);
}

/**
 * checkout_progress as each step is done. Checkout's forms are plain posts that go on to the next step when
 * the step is done, and answer on the same page when it is not: the step is done when, with JavaScript, React
 * Router follows a submission's answer somewhere else. Without JavaScript there is no analytics to tell.
 */
export function useCheckoutProgress(): void {
  const navigation = useNavigation();
  const location = useLocation();
  const told = useRef<FormData>(undefined);
  useEffect(() => {
    const sent = navigation.formData;
    if (navigation.state !== 'loading' || !sent || told.current === sent) return;
    told.current = sent;
    const origin = window.location.origin;
    const event = stepDone(
      String(sent.get('intent') ?? ''),
      new URL(`${location.pathname}${location.search}`, origin),
      new URL(`${navigation.location.pathname}${navigation.location.search}`, origin),
    );
    if (event) trackEvent(event.name, event.properties);
  }, [navigation, location]);
}
