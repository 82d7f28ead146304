import { FDKServerResponseError } from '@vitrine/sdk';
import { describe, expect, it } from 'vitest';
import type { StorefrontContext } from '../load-context';
import { deliveryAction } from './delivery.server';

type SelectAddress = () => Promise<{ is_valid?: boolean; message?: string }>;

/** A storefront context whose platform answers address selection as `selectAddress` says, with no default mode. */
function contextAnswering(selectAddress: SelectAddress): StorefrontContext {
  const sdk = {
    cart: { selectAddress },
    payment: {
      getPaymentModeRoutes: async () => ({
        success: true,
        payment_options: {
          payment_option: [],
          payment_flows: {},
          payment_default_selection: { skip: false },
        },
      }),
    },
  };
  return { sdk } as unknown as StorefrontContext;
}

const state = { cartId: 'c0ffee', buyNow: false };
const deliverTo = (context: StorefrontContext, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return deliveryAction(context, state, form, 'steps');
};
/** What a refusal answers the page, and with which status. */
const refusalOf = (answer: unknown) => {
  const { data, init } = answer as { data: { message: string }; init: { status: number } };
  return { message: data.message, status: init.status };
};

describe('delivering to an address (spec §5 and §8)', () => {
  it('asks for an address when none is chosen, calling nothing', async () => {
    const context = contextAnswering(async () => {
      throw new Error('not to be called');
    });
    expect(refusalOf(await deliverTo(context, { intent: 'select-address' }))).toEqual({
      message: 'No address selected',
      status: 400,
    });
  });

  it('goes on to payment when the address is valid', async () => {
    const answer = await deliverTo(
      contextAnswering(async () => ({ is_valid: true })),
      { intent: 'select-address', address_id: 'a1' },
    );
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get('location')).toBe(
      '/cart/payment-info?id=c0ffee&address_id=a1&billing_address_id=a1',
    );
  });

  it('shows the platform’s reason for an address not valid, else “An error occurred.”', async () => {
    const notServed = contextAnswering(async () => ({ is_valid: false, message: 'Pincode not serviceable' }));
    expect(refusalOf(await deliverTo(notServed, { intent: 'select-address', address_id: 'a1' }))).toEqual({
      message: 'Pincode not serviceable',
      status: 400,
    });
    const silent = contextAnswering(async () => ({ is_valid: false }));
    expect(refusalOf(await deliverTo(silent, { intent: 'select-address', address_id: 'a1' })).message).toBe(
      'An error occurred.',
    );
  });

  it('shows a refusal’s message, and “An error occurred.” for a failure that has none', async () => {
    const gone = contextAnswering(async () => {
      throw new FDKServerResponseError('Address not found', '', 'Not Found', 404);
    });
    expect(refusalOf(await deliverTo(gone, { intent: 'select-address', address_id: 'a1' }))).toEqual({
      message: 'Address not found',
      status: 404,
    });
    const broken = contextAnswering(async () => {
      throw new FDKServerResponseError('', '', 'Internal Server Error', 500);
    });
    expect(refusalOf(await deliverTo(broken, { intent: 'select-address', address_id: 'a1' }))).toEqual({
      message: 'An error occurred.',
      status: 502,
    });
  });
});
