import { describe, expect, it } from 'vitest';
import { readJuspay } from './juspay-config';

const JUSPAY = {
  JUSPAY_API_URL: 'https://api.juspay.in/',
  JUSPAY_MERCHANT_ID: 'shop',
  JUSPAY_API_KEY: 'key',
  JUSPAY_WEBHOOK_SECRET: 'hook',
};

describe('the Juspay settings', () => {
  it('reads all four or none, naming what half a configuration lacks', () => {
    expect(readJuspay({})).toBeUndefined();
    expect(readJuspay(JUSPAY)).toEqual({
      url: 'https://api.juspay.in',
      merchantId: 'shop',
      apiKey: 'key',
      webhookSecret: 'hook',
    });
    expect(() => readJuspay({ JUSPAY_API_URL: 'https://api.juspay.in' })).toThrow(
      'JUSPAY_MERCHANT_ID, JUSPAY_API_KEY, JUSPAY_WEBHOOK_SECRET',
    );
    expect(() => readJuspay({ ...JUSPAY, JUSPAY_API_URL: 'ftp://juspay' })).toThrow('JUSPAY_API_URL must be');
  });
});
