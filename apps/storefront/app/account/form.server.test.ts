import { describe, expect, it } from 'vitest';
import { failureMessage, failureStatus } from './form.server';

describe('account forms', () => {
  it('shows the platform’s message for a refusal, and the fallback for a fault', () => {
    const sdkError = (message: string, code: number) =>
      Object.assign(new Error(message), { name: 'FDKServerResponseError', code });
    const refusal = sdkError('Incorrect username or password', 401);
    const fault = sdkError('relation "users" does not exist', 500);
    expect([failureMessage(refusal), failureStatus(refusal)]).toEqual([
      'Incorrect username or password',
      401,
    ]);
    expect([failureMessage(fault), failureStatus(fault)]).toEqual(['Something went wrong', 502]);
    expect(failureMessage(new Error('socket hang up'))).toBe('Something went wrong');
  });
});
