import { textOf } from '@vitrine/kit';
import { translationsFor } from '@vitrine/kit/translations';
import { describe, expect, it } from 'vitest';
import { resendWaitText } from './code-form';

const english = (key: Parameters<typeof textOf>[1], values?: Record<string, string | number>) =>
  textOf(undefined, key, values);
const hindi = (key: Parameters<typeof textOf>[1], values?: Record<string, string | number>) =>
  textOf(translationsFor('hi-IN'), key, values);

describe('the resend timer', () => {
  it('shows minutes and seconds left', () => {
    expect(resendWaitText(30, english)).toBe('Resend code in 0:30');
    expect(resendWaitText(75, english)).toBe('Resend code in 1:15');
    expect(resendWaitText(5, english)).toBe('Resend code in 0:05');
  });

  it('speaks the shopper’s language', () => {
    expect(resendWaitText(75, hindi)).toBe('1:15 में कोड फिर से भेजें');
  });
});
