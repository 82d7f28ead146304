import type { User } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { missingProfileFields, profileGate } from './profile-gate';

const verifiedEmail = { email: 'a@shop.test', primary: true, verified: true, active: true };
const verifiedMobile = { phone: '9876543210', country_code: 91, primary: true, verified: true, active: true };
const required = (email?: string, mobile?: string) => ({
  email: email ? { is_required: true, level: email } : { is_required: false, level: 'hard' },
  mobile: mobile ? { is_required: true, level: mobile } : { is_required: false, level: 'hard' },
});

describe('required profile fields', () => {
  it('counts a field only with an entry that is both primary and verified', () => {
    const user: User = {
      emails: [{ ...verifiedEmail, verified: false }],
      phone_numbers: [{ ...verifiedMobile, primary: false }],
    };
    expect(missingProfileFields(user, required('hard', 'soft'))).toEqual([
      { field: 'email', level: 'hard' },
      { field: 'mobile', level: 'soft' },
    ]);
    expect(
      missingProfileFields(
        { emails: [verifiedEmail], phone_numbers: [verifiedMobile] },
        required('hard', 'hard'),
      ),
    ).toEqual([]);
  });

  it('ignores fields the shop does not require', () => {
    expect(missingProfileFields({}, required())).toEqual([]);
    expect(missingProfileFields({}, undefined)).toEqual([]);
  });

  it('always forces a hard level, and a soft one only until the shopper dismisses it', () => {
    const noMobile: User = { emails: [verifiedEmail] };
    expect(profileGate(noMobile, required('hard', 'hard'), false)).toBe('hard');
    expect(profileGate(noMobile, required('hard', 'hard'), true)).toBe('hard');
    expect(profileGate(noMobile, required('hard', 'soft'), false)).toBe('soft');
    expect(profileGate(noMobile, required('hard', 'soft'), true)).toBeNull();
  });

  it('never gates a visitor', () => {
    expect(profileGate(null, required('hard', 'hard'), false)).toBeNull();
  });
});
