import { describe, expect, it } from 'vitest';
import { readPaymentGateway } from './gateway-config';
import { readMerchantAccount } from './merchant-account-config';
import { readPayumoney } from './payumoney-config';

const GATEWAY = {
  PAYMENT_GATEWAY_URL: 'https://api.razorpay.com',
  PAYMENT_KEY_ID: 'rzp_live_x',
  PAYMENT_KEY_SECRET: 'secret',
  PAYMENT_WEBHOOK_SECRET: 'hook',
};
const PAYU = {
  PAYUMONEY_PAYMENT_URL: 'https://secure.payu.in/_payment',
  PAYUMONEY_VERIFY_URL: 'https://info.payu.in/merchant/postservice?form=2',
  PAYUMONEY_KEY: 'key',
  PAYUMONEY_SALT: 'salt',
};
const RUPIFI = { RUPIFI_URL: 'https://api.rupifi.com/', RUPIFI_MERCHANT_ID: 'm', RUPIFI_SECRET: 's' };

describe('the settings of providers with accounts of their own', () => {
  it('reads all of them or none, naming what half a configuration lacks', () => {
    expect(readPayumoney({})).toBeUndefined();
    expect(readPayumoney(PAYU)).toEqual({
      paymentUrl: PAYU.PAYUMONEY_PAYMENT_URL,
      verifyUrl: PAYU.PAYUMONEY_VERIFY_URL,
      key: 'key',
      salt: 'salt',
    });
    expect(() => readPayumoney({ ...PAYU, PAYUMONEY_SALT: ' ' })).toThrow('PAYUMONEY_SALT');
    expect(() => readMerchantAccount({ RUPIFI_URL: 'https://api.rupifi.com' }, 'RUPIFI')).toThrow(
      'RUPIFI_MERCHANT_ID, RUPIFI_SECRET',
    );
    expect(readMerchantAccount(RUPIFI, 'RUPIFI')).toEqual({
      url: 'https://api.rupifi.com',
      merchantId: 'm',
      secret: 's',
    });
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => readMerchantAccount({ ...RUPIFI, RUPIFI_URL: 'ftp://rupifi' }, 'RUPIFI')).toThrow(
      'RUPIFI_URL must be',
    );
  });

  it('hangs them on the shop’s gateway settings', () => {
    const settings = readPaymentGateway({ ...GATEWAY, ...PAYU, ...RUPIFI });
    expect(settings?.payumoney?.key).toBe('key');
    expect(settings?.rupifi?.merchantId).toBe('m');
    expect(readPaymentGateway(GATEWAY)?.payumoney).toBeUndefined();
  });
});
