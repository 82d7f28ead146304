import { describe, expect, it } from 'vitest';
import { readTxnAnswer } from './card-txn';

describe('reading the provider’s /txns answer', () => {
  it('goes on to the bank’s page, or says why the card was refused', () => {
    const url = 'http://gateway.test/juspay/authenticate/m-FY1-1';
    expect(
      readTxnAnswer({ status: 'PENDING_VBV', payment: { authentication: { method: 'GET', url } } }),
    ).toEqual({
      next: url,
    });
    expect(readTxnAnswer({ status: 'error', error_message: 'The CVV must be 3 or 4 digits' })).toEqual({
      error: 'The CVV must be 3 or 4 digits',
    });
  });

  it('follows no page that is not http(s), and reads nothing from a malformed answer', () => {
    const authentication = { method: 'GET', url: 'javascript:alert(1)' };
    expect(readTxnAnswer({ payment: { authentication } })).toEqual({ error: undefined });
    expect(readTxnAnswer('nope')).toEqual({ error: undefined });
    expect(readTxnAnswer(null)).toEqual({ error: undefined });
  });
});
