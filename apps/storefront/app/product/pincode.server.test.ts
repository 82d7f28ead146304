import { describe, expect, it } from 'vitest';
import type { StorefrontContext } from '../load-context';
import { checkPincode } from './pincode.server';

function contextAnswering(answer: () => Promise<unknown>): StorefrontContext {
  return { sdk: { logistic: { getPincodeCity: answer } } } as unknown as StorefrontContext;
}

class ServerError extends Error {
  name = 'FDKServerResponseError';
  constructor(
    message: string,
    public code: number,
  ) {
    super(message);
  }
}

describe('delivery check by pincode', () => {
  it('names the city and state a pincode delivers to', async () => {
    const context = contextAnswering(async () => ({
      success: true,
      data: [
        {
          parents: [
            { sub_type: 'city', display_name: 'Mumbai' },
            { sub_type: 'state', display_name: 'Maharashtra' },
          ],
        },
      ],
    }));
    expect(await checkPincode(context, ' 400001 ')).toEqual({
      pincode: '400001',
      ok: true,
      message: 'Delivery available to Mumbai, Maharashtra (400001)',
    });
  });

  it('refuses empty or malformed pincodes before asking the API', async () => {
    const context = contextAnswering(async () => {
      throw new Error('not called');
    });
    expect((await checkPincode(context, '')).message).toBe('Pincode not provided');
    expect((await checkPincode(context, '12ab')).message).toBe('Enter Valid Pincode');
  });

  it("shows the server's message for an unknown pincode and a generic one for failures", async () => {
    const unknown = contextAnswering(async () => {
      throw new ServerError('Pincode 999999 not found', 404);
    });
    expect(await checkPincode(unknown, '999999')).toMatchObject({
      ok: false,
      message: 'Pincode 999999 not found',
    });
    const down = contextAnswering(async () => {
      throw new ServerError('boom', 500);
    });
    expect((await checkPincode(down, '400001')).message).toBe('Something went wrong');
  });
});
