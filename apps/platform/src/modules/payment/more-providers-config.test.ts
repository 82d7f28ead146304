import { describe, expect, it } from 'vitest';
import { readPaymentGateway } from './gateway-config';

const GATEWAY = {
  PAYMENT_GATEWAY_URL: 'https://api.razorpay.com',
  PAYMENT_KEY_ID: 'rzp_test',
  PAYMENT_KEY_SECRET: 'secret',
  PAYMENT_WEBHOOK_SECRET: 'hook',
};

describe('the CCAvenue, Ajio Dhan, Epaylater and standard-extension settings', () => {
  it('reads each provider’s full set, and leaves out the ones not set', () => {
    const settings = readPaymentGateway({
      ...GATEWAY,
      CCAVENUE_URL: 'https://secure.ccavenue.com/',
      CCAVENUE_API_URL: 'https://api.ccavenue.com',
      CCAVENUE_MERCHANT_ID: '2000001',
      CCAVENUE_ACCESS_CODE: 'AVCODE',
      CCAVENUE_WORKING_KEY: 'working-key',
      EPAYLATER_URL: 'https://pay.epaylater.in/',
      EPAYLATER_MERCHANT_ID: 'epl',
      EPAYLATER_SECRET: 'epl-secret',
    });
    expect(settings?.ccavenue).toEqual({
      url: 'https://secure.ccavenue.com',
      apiUrl: 'https://api.ccavenue.com',
      merchantId: '2000001',
      accessCode: 'AVCODE',
      workingKey: 'working-key',
    });
    expect(settings?.epaylater).toEqual({
      url: 'https://pay.epaylater.in',
      merchantId: 'epl',
      secret: 'epl-secret',
    });
    expect(settings?.ajiodhan).toBeUndefined();
    expect(settings?.standardExtension).toBeUndefined();
  });

  it('refuses half a set, naming what is missing, and a URL that is not http(s)', () => {
    expect(() => readPaymentGateway({ ...GATEWAY, CCAVENUE_URL: 'https://secure.ccavenue.com' })).toThrow(
      /CCAVENUE_WORKING_KEY/,
    );
    expect(() =>
      readPaymentGateway({
        ...GATEWAY,
        STANDARD_EXTENSION_URL: 'ftp://x',
        STANDARD_EXTENSION_MERCHANT_ID: 'ext',
        STANDARD_EXTENSION_SECRET: 's',
      }),
    ).toThrow(/STANDARD_EXTENSION_URL must be an http\(s\) URL/);
    expect(() => readPaymentGateway({ ...GATEWAY, AJIODHAN_SECRET: 's' })).toThrow(/AJIODHAN_URL/);
  });
});
