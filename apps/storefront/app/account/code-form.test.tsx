import { describe, expect, it } from 'vitest';
import { resendWaitText } from './code-form';

describe('the resend timer', () => {
  it('shows minutes and seconds left', () => {
    expect(resendWaitText(30)).toBe('Resend code in 0:30');
    expect(resendWaitText(75)).toBe('Resend code in 1:15');
    expect(resendWaitText(5)).toBe('Resend code in 0:05');
  });

  it('speaks the shopper’s language', () => {
    expect(resendWaitText(75, 'hi-IN')).toBe('1:15 में कोड फिर से भेजें');
  });
});
