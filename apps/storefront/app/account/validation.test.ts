import { describe, expect, it } from 'vitest';
import {
  countryCodeField,
  emailField,
  mobileField,
  nameLike,
  newPasswordField,
  PASSWORD_RULE,
} from './validation';

describe('account form fields', () => {
  it('takes a mobile number of digits only, trimmed', () => {
    expect(mobileField.parse(' 9876543210 ')).toBe('9876543210');
    expect(mobileField.safeParse('').error?.issues[0].message).toBe('Enter your mobile number');
    expect(mobileField.safeParse('98765-43210').success).toBe(false);
    expect(mobileField.safeParse('98x6543210').success).toBe(false);
  });

  it('reads a calling code with or without its plus, India by default', () => {
    expect(countryCodeField.parse('+44')).toBe('44');
    expect(countryCodeField.parse('')).toBe('91');
    expect(countryCodeField.parse(undefined)).toBe('91');
    expect(countryCodeField.safeParse('abc').success).toBe(false);
  });

  it('takes a standard e-mail address', () => {
    expect(emailField.parse(' asha@vitrine.test ')).toBe('asha@vitrine.test');
    expect(emailField.safeParse('asha@').error?.issues[0].message).toBe('Enter a valid e-mail address');
  });

  it('wants 8 characters with a letter, a digit and a special character (currency signs count)', () => {
    expect(newPasswordField.safeParse('Shopper#2024').success).toBe(true);
    expect(newPasswordField.safeParse('rupee₹123').success).toBe(true);
    for (const weak of ['Sh#1', 'Shopper2024', 'Shopper#!', '12345678#']) {
      expect(newPasswordField.safeParse(weak).error?.issues[0].message).toBe(PASSWORD_RULE);
    }
  });

  it('allows names of letters, digits, hyphen, underscore, apostrophe, period and space only', () => {
    expect(nameLike('First name').parse(" D'Souza-Rao Jr. ")).toBe("D'Souza-Rao Jr.");
    expect(nameLike('First name').safeParse('Asha<script>').success).toBe(false);
  });
});
