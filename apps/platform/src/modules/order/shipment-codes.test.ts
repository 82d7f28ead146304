import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesTo, waitForMessage } from '../../testing/outbox';
import { rejection } from '../user/test-clients';
import { type OrderShop, startOrderShop, TO_DELIVERED } from './order-test-shop';

let shop: OrderShop;
let order: { orderId: string; shipmentId: string };
let other: { orderId: string; shipmentId: string };
/** The mobile number of Asha's delivery address, where her orders' codes go. */
const ORDER_PHONE = '+919876543210';
const platform = () => shop.platform;

beforeAll(async () => {
  shop = await startOrderShop();
  order = await shop.placeAshaOrder();
  await shop.move(order.shipmentId, TO_DELIVERED.slice(0, 4));
  other = await shop.placeAshaOrder();
});
afterAll(() => shop?.close());

describe('the shipment’s customer', () => {
  it('is the delivery address’s name, with the phone masked', async () => {
    for (const sdk of [shop.asha.v1, shop.asha.v3]) {
      expect(await sdk.order.getCustomerDetailsByShipmentId(order)).toEqual({
        order_id: order.orderId,
        shipment_id: order.shipmentId,
        name: 'Asha Rao',
        phone: 'XXXXXX3210',
        country: 'India',
      });
    }
  });

  it('confirms with a code sent to the order’s mobile number, once', async () => {
    const before = (await messagesTo(platform(), ORDER_PHONE)).length;
    const sent = await shop.asha.v1.order.sendOtpToShipmentCustomer(order);
    expect(sent).toEqual({
      success: true,
      request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      message: 'OTP sent to XXXXXX3210',
      resend_timer: 30,
    });
    const message = await waitForMessage(platform(), ORDER_PHONE, before + 1);
    expect(message.body).toContain(`confirm the delivery of your shipment ${order.shipmentId}`);
    const code = message.code as string;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await rejection(
        shop.asha.v3.order.verifyOtpShipmentCustomer({
          ...order,
          body: { request_id: sent.request_id, otp_code: wrong },
        }),
      ),
    ).toEqual({ code: 400, message: 'Invalid OTP' });
    // The code is for this shipment: another one of the order's, or another order's, does not take it.
    expect(
      (
        await rejection(
          shop.asha.v3.order.verifyOtpShipmentCustomer({
            ...other,
            body: { request_id: sent.request_id, otp_code: code },
          }),
        )
      ).code,
    ).toBe(404);
    for (const sdk of [shop.asha.v1]) {
      expect(
        await sdk.order.verifyOtpShipmentCustomer({
          ...order,
          body: { request_id: sent.request_id, otp_code: code },
        }),
      ).toEqual({ success: true, message: 'OTP verified' });
    }
    expect(
      await rejection(
        shop.asha.v3.order.verifyOtpShipmentCustomer({
          ...order,
          body: { request_id: sent.request_id, otp_code: code },
        }),
      ),
    ).toEqual({ code: 400, message: 'OTP has expired or was already used. Please request a new one' });
  });

  it('refuses a malformed code with a clear 400', async () => {
    expect(
      await rejection(
        shop.asha.v3.order.verifyOtpShipmentCustomer({
          ...order,
          body: { request_id: 'abc', otp_code: 'twelve' },
        }),
      ),
    ).toEqual({
      code: 400,
      message: 'otp_code must be the 4 to 8 digit code sent to your mobile number',
    });
  });

  it('is not found for another shopper’s request id or shipment', async () => {
    const sent = await shop.asha.v3.order.sendOtpToShipmentCustomer(other);
    const code = (
      await waitForMessage(platform(), ORDER_PHONE, (await messagesTo(platform(), ORDER_PHONE)).length)
    ).code;
    expect(
      (
        await rejection(
          shop.ravi.v3.order.verifyOtpShipmentCustomer({
            ...other,
            body: { request_id: sent.request_id, otp_code: code },
          }),
        )
      ).code,
    ).toBe(404);
  });

  it('sends at most the one-time codes’ allowance to a number, however many ask at once', async () => {
    // Two sends so far in this file; the number's allowance is 5 in 30 minutes.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        shop.asha.v3.order.sendOtpToShipmentCustomer(order).then(
          () => 200,
          (error: { code: number }) => error.code,
        ),
      ),
    );
    expect(answers.filter((code) => code === 200)).toHaveLength(3);
    expect(answers.filter((code) => code === 429)).toHaveLength(5);
    const refused = await rejection(shop.asha.v1.order.sendOtpToShipmentCustomer(order));
    expect(refused.code).toBe(429);
    expect(refused.message).toMatch(/^Too many OTP requests\. Try again in \d+ minutes?\.$/);
  });
});
