import { describe, expect, it } from 'vitest';
import { type Contacts, phoneContact, withContact, withoutContact, withPrimary } from './contacts';

const email = (address: string, primary: boolean, verified: boolean) => ({
  email: address,
  active: true,
  primary,
  verified,
});

describe('contact rules', () => {
  it('a new contact is unverified and not primary; once verified, the first of its kind becomes primary', () => {
    const none: Contacts = { emails: [email('a@x.io', true, true)], phones: [] };
    const phone = phoneContact('90000 12345', '+91');
    const pending = withContact(none, phone, false);
    expect(pending.phones).toEqual([
      { phone: '9000012345', country_code: 91, active: true, primary: false, verified: false },
    ]);
    const verified = withContact(pending, phone, true);
    expect(verified.phones).toEqual([
      { phone: '9000012345', country_code: 91, active: true, primary: true, verified: true },
    ]);
    // Adding it again unverified never takes its verification away.
    expect(withContact(verified, phone, false).phones[0]).toMatchObject({ verified: true, primary: true });
  });

  it('a second verified e-mail leaves the primary one alone until made primary', () => {
    const start: Contacts = { emails: [email('a@x.io', true, true)], phones: [] };
    const second = withContact(start, { kind: 'email', email: 'b@x.io' }, true);
    expect(second.emails.map((e) => [e.email, e.primary])).toEqual([
      ['a@x.io', true],
      ['b@x.io', false],
    ]);
    const switched = withPrimary(second, { kind: 'email', email: 'b@x.io' });
    expect(switched.emails.map((e) => [e.email, e.primary])).toEqual([
      ['a@x.io', false],
      ['b@x.io', true],
    ]);
    expect(withoutContact(switched, { kind: 'email', email: 'a@x.io' }).emails).toEqual([
      email('b@x.io', true, true),
    ]);
  });

  it('the same digits under another country code are another number', () => {
    const start: Contacts = {
      emails: [email('a@x.io', true, true)],
      phones: [{ phone: '9000012345', country_code: 91, active: true, primary: true, verified: true }],
    };
    expect(() => withoutContact(start, phoneContact('9000012345', '1'))).toThrow(
      'This mobile number is not on your account',
    );
  });
});
