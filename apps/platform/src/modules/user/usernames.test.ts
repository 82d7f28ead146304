import { describe, expect, it } from 'vitest';
import { parseUsername, usernameKey } from './usernames';

describe('usernames', () => {
  it('read an e-mail address in lower case', () => {
    expect(parseUsername(' Asha@Vitrine.TEST ')).toEqual({ kind: 'email', email: 'asha@vitrine.test' });
  });

  it('read a mobile number as digits, with India’s country code taken off', () => {
    expect(parseUsername('9876543210')).toEqual({ kind: 'phone', phone: '9876543210' });
    expect(parseUsername('98765-43210')).toEqual({ kind: 'phone', phone: '9876543210' });
    for (const text of ['+91 98765 43210', '919876543210', '+91-9876543210']) {
      expect(parseUsername(text), text).toEqual({ kind: 'phone', phone: '9876543210', countryCode: 91 });
    }
  });

  it('keep anything else as text that names no account', () => {
    expect(parseUsername('asha')).toEqual({ kind: 'other', text: 'asha' });
    expect(parseUsername('12')).toEqual({ kind: 'other', text: '12' });
  });

  it('give one key per spelling of the same identifier', () => {
    const key = (text: string) => usernameKey(parseUsername(text));
    expect(key('ASHA@vitrine.test')).toBe(key('asha@vitrine.test'));
    expect(key('+91 98765 43210')).toBe(key('9876543210'));
    expect(key('asha@vitrine.test')).not.toBe(key('9876543210'));
  });
});
