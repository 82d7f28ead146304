import { CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import { redirect } from 'react-router';
import { failureMessage } from '../account/form.server';
import { type BagLine, bagOf } from '../cart/bag.server';
import { BAG_PATH } from '../cart/cart-paths';
import type { StorefrontContext } from '../load-context';
import { ORDER_STATUS_PATH } from './flow';
import type { PaymentOption } from './payment-modes';

/** Where the pay-later providers send the shopper back. */
const PAY_LATER_PATH = '/cart/pay-later';

/** What a refused pay-later choice is told (spec §8), when the form is posted anyway. */
const PAY_LATER_REFUSED = CHECKOUT_EN_IN['checkout.payLater.refused'];

/** The pay-later providers whose options wait for an eligibility check (spec §4), by aggregator. */
const PAY_LATER = ['Simpl', 'Potlee'] as const;
type PayLaterAggregator = (typeof PAY_LATER)[number];
export type Eligibility = Partial<Record<PayLaterAggregator, boolean>>;

const isPayLater = (option: PaymentOption) =>
  option.mode === 'PL' && PAY_LATER.includes(option.choice.aggregator as PayLaterAggregator);

/** Potlee reads an address as lines, city, state, country and pincode (spec §3), from a stored address. */
function potleeAddress(address: Record<string, unknown> | undefined) {
  const text = (name: string) => String(address?.[name] ?? '');
  return {
    line1: text('address'),
    line2: text('area'),
    city: text('city'),
    state: text('state'),
    country: text('country') || 'India',
    pincode: text('area_code'),
    type: text('address_type') || 'home',
  };
}

/**
 * Whether the shopper may pay later with each provider, asked on the server while the payment modes load:
 * the page needs no script to show the answer. A check that fails leaves the option disabled.
 */
export async function payLaterEligibility(
  context: StorefrontContext,
  order: { addressId?: string; total: number; lines: BagLine[] },
): Promise<Eligibility> {
  const [user, address] = await Promise.all([
    context.sdk.user.getLoggedInUser().catch(() => undefined),
    order.addressId
      ? context.sdk.cart.getAddressById({ id: order.addressId }).catch(() => undefined)
      : undefined,
  ]);
  const phones = user?.user?.phone_numbers ?? [];
  const phone = (phones.find((entry) => entry.primary) ?? phones[0])?.phone ?? address?.phone ?? '';
  if (!phone) return {};
  // Spec §5: amounts go in paise.
  const amount = Math.round(order.total * 100);
  const stored = potleeAddress(address as Record<string, unknown> | undefined);
  const body = (aggregator: PayLaterAggregator) => ({
    payload: '',
    aggregator,
    phone_number: phone,
    merchant_params: { source: 'web' },
    transaction_amount_in_paise: amount,
    ...(aggregator === 'Potlee'
      ? {
          delivery_address: stored,
          billing_address: stored,
          order_items: order.lines.map((line) => ({
            sku: line.identifier,
            price: line.unit.effective,
            quantity: line.quantity,
          })),
        }
      : {}),
  });
  const answers = await Promise.all(
    PAY_LATER.map((aggregator) =>
      context.sdk.payment
        .verifyCustomerForPayment({ body: body(aggregator) })
        .then((answer) => answer.data.data.approved)
        .catch(() => false),
    ),
  );
  return Object.fromEntries(PAY_LATER.map((aggregator, index) => [aggregator, answers[index]]));
}

/** The options with each pay-later one enabled only when its provider approved the shopper. */
export function withEligibility(options: PaymentOption[], eligibility: Eligibility): PaymentOption[] {
  return options.map((option) => {
    if (!isPayLater(option)) return option;
    const approved = eligibility[option.choice.aggregator as PayLaterAggregator] === true;
    return { ...option, payLater: approved ? 'approved' : 'refused', disabled: option.disabled || !approved };
  });
}

/** Where a pay-later provider sends the shopper back: this shop's pay-later page, with the order-status query. */
export function payLaterReturnUrl(orderStatusUrl: string, aggregator: string): string {
  const query = new URL(orderStatusUrl, 'http://shop').searchParams;
  query.set('aggregator', aggregator);
  return `${PAY_LATER_PATH}?${query}`;
}

const ORDER_ID = /^[\w-]{1,60}$/;
const OWN_FIELDS = ['aggregator', 'transaction_token', 'error_code', 'drawdown'];

/**
 * Back from the provider's page: Simpl's token is charged (verifyAndChargePayment) and the shopper goes on to
 * the order's status, which the platform settles only on the gateway's word; a refusal says why by its code.
 */
export async function loadPayLaterReturn(context: StorefrontContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const orderId = query.get('order_id') ?? '';
  if (!ORDER_ID.test(orderId)) throw redirect(BAG_PATH);
  const statusQuery = new URLSearchParams(query);
  for (const name of OWN_FIELDS) statusQuery.delete(name);
  const orderStatus = `${ORDER_STATUS_PATH}?${statusQuery}`;
  const code = query.get('error_code');
  if (code) return { view: 'refused' as const, code, message: '' };
  const token = query.get('transaction_token');
  if (query.get('aggregator')?.toLowerCase() !== 'simpl' || !token) throw redirect(orderStatus);
  try {
    // The platform charges the order's own total: amount null leaves it to the server.
    await context.sdk.payment.verifyAndChargePayment({
      body: { aggregator: 'Simpl', order_id: orderId, transaction_token: token, amount: null },
    });
  } catch (error) {
    return { view: 'refused' as const, code: '', message: failureMessage(error) };
  }
  throw redirect(orderStatus);
}

/** A pay-later option as chosen, checked again on the server: a form post is no proof of eligibility. */
export async function checkedPayLater(
  context: StorefrontContext,
  state: { cartId?: string; buyNow: boolean; addressId?: string },
  option: PaymentOption,
): Promise<PaymentOption> {
  const priced = await context.sdk.cart.getCart({ id: state.cartId, buyNow: state.buyNow, i: true, b: true });
  const bag = bagOf(priced);
  const total = bag.breakup.find((row) => row.key === 'total')?.value ?? 0;
  const eligibility = await payLaterEligibility(context, {
    addressId: state.addressId,
    total,
    lines: bag.lines,
  });
  const [checked] = withEligibility([option], eligibility);
  return checked.disabled ? { ...checked, message: checked.message || PAY_LATER_REFUSED } : checked;
}
