// The checkout as data (spec §2 and §4): its steps in order, what each needs, the address each query carries
// (on its own page, or on the single page that shows them all), where the shopper goes after choosing an address
// or a payment mode, and the order-status address an order leads to. Route modules read it; nothing else decides
// where a step leads.

/** What the shopper chose to pay with (spec §3: payment_mode, payment_identifier, aggregator_name, merchant_code). */
export interface PaymentChoice {
  mode: string;
  identifier?: string;
  aggregator?: string;
  merchantCode?: string;
}

/** What the checkout knows so far, carried from step to step in the address bar. */
export interface CheckoutState {
  cartId?: string;
  buyNow: boolean;
  addressId?: string;
  billingAddressId?: string;
  payment?: PaymentChoice;
}

interface Step {
  id: 'delivery' | 'payment-info' | 'order-review';
  path: string;
  /** Whether the state holds what this step needs; a step opened without it sends the shopper back. */
  ready(state: CheckoutState): boolean;
}

export const CHECKOUT_STEPS: readonly Step[] = [
  { id: 'delivery', path: '/cart/delivery', ready: () => true },
  { id: 'payment-info', path: '/cart/payment-info', ready: (s) => Boolean(s.addressId) },
  { id: 'order-review', path: '/cart/order-review', ready: (s) => Boolean(s.addressId && s.payment?.mode) },
];

export type StepId = Step['id'];

/** The single-page checkout (spec §2 /cart/checkout): the same steps on one page, its state in the same query. */
const SINGLE_PAGE_PATH = '/cart/checkout';

/** Whether the shopper checks out step by step (a page each) or on the single page. */
export type CheckoutLayout = 'steps' | 'single-page';

const stepById = (id: StepId) => CHECKOUT_STEPS.find((step) => step.id === id) as Step;

function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The query carrying a state: the cart (as `cartParam`), buy-now, the address and, `withChoices`, the rest. */
function queryOf(state: CheckoutState, cartParam: 'id' | 'cart_id', withChoices: boolean): URLSearchParams {
  const query = new URLSearchParams();
  const set = (name: string, value: string | undefined) => {
    if (value) query.set(name, value);
  };
  set(cartParam, state.cartId);
  if (state.buyNow) query.set('buy_now', 'true');
  set('address_id', state.addressId);
  if (withChoices) {
    set('billing_address_id', state.billingAddressId ?? state.addressId);
    set('payment_mode', state.payment?.mode);
    set('payment_identifier', state.payment?.identifier);
    set('aggregator_name', state.payment?.aggregator);
    set('merchant_code', state.payment?.merchantCode);
  }
  return query;
}

/**
 * The address of a step with the state it needs in its query (each step names the cart as the spec does).
 * Delivery carries only the address chosen last, to show it chosen again; the choices after it are made anew.
 */
export function stepUrl(id: StepId, state: CheckoutState): string {
  const query = queryOf(state, id === 'order-review' ? 'cart_id' : 'id', id !== 'delivery');
  return withQuery(stepById(id).path, query);
}

/** Where a step is done in a layout: its own page, or the single page with the state that opens that step. */
export function placeOf(id: StepId, state: CheckoutState, layout: CheckoutLayout): string {
  if (layout === 'steps') return stepUrl(id, state);
  const upTo = id === 'delivery' ? { cartId: state.cartId, buyNow: state.buyNow } : state;
  const shown = id === 'payment-info' ? { ...upTo, payment: undefined } : upTo;
  return withQuery(SINGLE_PAGE_PATH, queryOf(shown, 'id', true));
}

/** The step the single page has open: the last whose needs the state meets (review once both choices are made). */
export function openStep(state: CheckoutState): StepId {
  return (CHECKOUT_STEPS.filter((step) => step.ready(state)).at(-1) ?? CHECKOUT_STEPS[0]).id;
}

/** The state a step's address carries. */
export function stateOf(url: URL): CheckoutState {
  const q = (name: string) => url.searchParams.get(name) || undefined;
  const mode = q('payment_mode');
  return {
    cartId: q('cart_id') ?? q('id'),
    buyNow: q('buy_now') === 'true',
    addressId: q('address_id'),
    billingAddressId: q('billing_address_id'),
    payment: mode
      ? {
          mode,
          identifier: q('payment_identifier'),
          aggregator: q('aggregator_name'),
          merchantCode: q('merchant_code'),
        }
      : undefined,
  };
}

/** Where a step opened too early sends the shopper: the first step whose needs the state does not meet. */
export function stepToResume(id: StepId, state: CheckoutState): string | undefined {
  const index = CHECKOUT_STEPS.findIndex((step) => step.id === id);
  for (const step of CHECKOUT_STEPS.slice(0, index + 1)) {
    if (!step.ready(state)) {
      const previous = CHECKOUT_STEPS[Math.max(0, CHECKOUT_STEPS.indexOf(step) - 1)];
      return stepUrl(previous.id, state);
    }
  }
  return undefined;
}

/** The payment mode the shop picks in advance, and whether to skip choosing (payment_default_selection). */
export interface DefaultSelection {
  mode?: string | null;
  identifier?: string | null;
  skip?: boolean | null;
}

/** Spec §2: a valid address leads to payment-info, or straight to order-review when the default says skip. */
export function afterAddress(
  state: CheckoutState,
  selection: DefaultSelection | undefined,
  layout: CheckoutLayout = 'steps',
): string {
  if (selection?.skip && selection.mode) {
    const payment = { mode: selection.mode, identifier: selection.identifier ?? undefined };
    return placeOf('order-review', { ...state, payment }, layout);
  }
  return placeOf('payment-info', { ...state, payment: undefined }, layout);
}

/** What choosing a payment mode calls (each a platform call the route supplies). */
export interface PaymentSelectionCalls {
  /** The aggregator that takes cards now (spec §4 step 1: asked only for CARD). */
  activeCardAggregator(): Promise<string | undefined>;
  /** Whether the applied coupon holds for this choice; the whole answer is thrown when it does not. */
  validateCoupon(choice: PaymentChoice): Promise<{ valid: boolean; answer: unknown }>;
  /** Selects the mode on the cart; the whole answer is thrown when it is not valid. */
  selectPaymentMode(choice: PaymentChoice): Promise<{ valid: boolean; answer: unknown }>;
}

/** Thrown with the platform's answer when the coupon or the selection is not valid (spec §8: "The response is thrown"). */
export class PaymentSelectionRefused extends Error {
  constructor(
    readonly step: 'coupon' | 'selection',
    readonly answer: unknown,
  ) {
    super(
      step === 'coupon' ? 'The coupon does not hold for this payment mode' : 'The payment mode was refused',
    );
  }
}

/**
 * Choosing a payment mode (spec §4, "Payment selection"): (1) a card first learns the active card aggregator;
 * (2) the coupon is validated for the payment; (3) if valid, or validation is off, the mode is selected; (4) if
 * the selection is valid, the shopper goes on to order review (when redirection is on; otherwise they stay);
 * (5) otherwise the answer is thrown. This runs in the route's action, on the server; the add-payment-info event
 * of step 4 is the browser's to tell, into its analytics queue, as it follows the answer to order review
 * (checkout-events.ts): a selection refused never gets there.
 */
export async function selectPayment(
  state: CheckoutState,
  choice: PaymentChoice,
  calls: PaymentSelectionCalls,
  options: { validateCoupon: boolean; redirect: boolean; layout?: CheckoutLayout } = {
    validateCoupon: true,
    redirect: true,
  },
): Promise<{ next: string | undefined; choice: PaymentChoice }> {
  let chosen = choice;
  if (choice.mode === 'CARD') {
    chosen = { ...choice, aggregator: (await calls.activeCardAggregator()) ?? choice.aggregator };
  }
  if (options.validateCoupon) {
    const coupon = await calls.validateCoupon(chosen);
    if (!coupon.valid) throw new PaymentSelectionRefused('coupon', coupon.answer);
  }
  const selection = await calls.selectPaymentMode(chosen);
  if (!selection.valid) throw new PaymentSelectionRefused('selection', selection.answer);
  return {
    next: options.redirect
      ? placeOf('order-review', { ...state, payment: chosen }, options.layout ?? 'steps')
      : undefined,
    choice: chosen,
  };
}

/** Spec §2: the UPI payment page, where a shopper paying by UPI sends the collect request and waits for it. */
export const UPI_PATH = '/cart/upi';

/** Spec §2 and §9: the result page, also the payment callback path. */
export const ORDER_STATUS_PATH = '/cart/order-status/';

/** What the order-status page is told of an order (spec §2: success, delivery_address_id, order_id, uid, …). */
export interface OrderOutcome {
  success: boolean;
  orderId?: string;
  cartId?: string;
  /** The cart's number, as the platform's checkout answer names it. */
  uid?: string;
  addressId?: string;
  billingAddressId?: string;
}

/** The order-status address of an outcome, in the spec's query names. */
export function orderStatusUrl(outcome: OrderOutcome): string {
  const query = new URLSearchParams({ success: String(outcome.success) });
  const set = (name: string, value: string | undefined) => {
    if (value) query.set(name, value);
  };
  set('order_id', outcome.orderId);
  set('cart_id', outcome.cartId);
  set('delivery_address_id', outcome.addressId);
  set('billing_address_id', outcome.billingAddressId ?? outcome.addressId);
  set('uid', outcome.uid);
  return `${ORDER_STATUS_PATH}?${query}`;
}
