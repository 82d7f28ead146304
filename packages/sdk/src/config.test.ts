import { describe, expect, it } from 'vitest';
import { ApplicationConfig } from './config';
import { FDKClientValidationError, FDKInvalidCredentialError } from './errors';

const valid = { applicationID: 'app-1', applicationToken: 'token-123' };

function failure(make: () => unknown): Error {
  try {
    make();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure');
}

describe('ApplicationConfig', () => {
  it('applies the client defaults', () => {
    const config = new ApplicationConfig(valid);
    expect(config.currencyCode).toBe('INR');
    expect(config.logLevel).toBe('ERROR');
    expect(config.options.strictResponseCheck).toBe(false);
    expect(config.timeout).toBe(0);
    expect(config.domain).toBe('https://api.fynd.com');
    expect(config.cookie).toBeUndefined();
  });

  it.each([
    [{ ...valid, applicationID: '' }, {}, 'No Application ID Present'],
    [{ ...valid, applicationToken: '' }, {}, 'No Application Token Present'],
    [{ ...valid, applicationToken: 'abcd' }, {}, 'Invalid Application Token'],
    [
      valid,
      { strictResponseCheck: 'yes' },
      'Invalid Value for options.strictResponseCheck, provide boolean value',
    ],
  ])('rejects bad credentials and options with FDKInvalidCredentialError (%#)', (init, options, message) => {
    const error = failure(() => new ApplicationConfig(init, options as { strictResponseCheck?: boolean }));
    expect(error).toBeInstanceOf(FDKInvalidCredentialError);
    expect(error.name).toBe('FDKInvalidCredentialError');
    expect(error.message).toBe(message);
  });

  it('accepts a token of exactly the minimum length', () => {
    expect(new ApplicationConfig({ ...valid, applicationToken: 'abcde' }).applicationToken).toBe('abcde');
  });

  it('rejects a non-string currency code and non-object extra headers with FDKClientValidationError', () => {
    const currency = failure(() => new ApplicationConfig({ ...valid, currencyCode: 5 as unknown as string }));
    expect(currency).toBeInstanceOf(FDKClientValidationError);
    expect(currency.message).toBe('Currency code should be string only');
    const config = new ApplicationConfig(valid);
    expect(failure(() => config.setCurrencyCode(null as unknown as string)).message).toBe(
      'Currency code should be string only',
    );
    const headers = failure(() => config.setExtraHeaders('x-a: 1' as unknown as Record<string, string>));
    expect(headers).toBeInstanceOf(FDKClientValidationError);
    expect(headers.name).toBe('FDKClientValidationError');
    expect(headers.message).toBe('Context value should be an object');
  });

  it('merges location details unless told they are new', () => {
    const config = new ApplicationConfig({
      ...valid,
      locationDetails: { pincode: '400001', city: 'Mumbai' },
    });
    config.setLocationDetails({ city: 'Navi Mumbai', country: 'India' });
    expect(config.locationDetails).toEqual({ pincode: '400001', city: 'Navi Mumbai', country: 'India' });
    config.setLocationDetails({ pincode: '560001' }, true);
    expect(config.locationDetails).toEqual({ pincode: '560001' });
  });

  it('keeps the cookie, currency code and extra headers it is given', () => {
    const config = new ApplicationConfig({
      ...valid,
      cookie: 'a=1',
      currencyCode: 'USD',
      extraHeaders: { 'x-a': '1' },
    });
    config.setExtraHeaders({ 'x-b': '2' });
    config.setCookie('b=2');
    expect(config.cookie).toBe('b=2');
    expect(config.currencyCode).toBe('USD');
    expect(config.extraHeaders).toEqual([{ 'x-a': '1' }, { 'x-b': '2' }]);
  });

  it('accepts log levels in any case and rejects unknown ones', () => {
    expect(new ApplicationConfig({ ...valid, logLevel: 'warn' }).logLevel).toBe('WARN');
    expect(failure(() => new ApplicationConfig({ ...valid, logLevel: 'LOUD' as 'WARN' }))).toBeInstanceOf(
      FDKClientValidationError,
    );
  });

  it('rejects a negative time-out', () => {
    expect(failure(() => new ApplicationConfig({ ...valid, timeout: -1 }))).toBeInstanceOf(
      FDKClientValidationError,
    );
  });
});
