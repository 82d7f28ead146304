import { describe, expect, it } from 'vitest';
import { hashPassword, spendPasswordCheck, verifyPassword } from './passwords';

describe('passwords', () => {
  it('match only the password they were made from', async () => {
    const stored = await hashPassword('Shopper#2024');
    expect(await verifyPassword('Shopper#2024', stored)).toBe(true);
    expect(await verifyPassword('shopper#2024', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('are salted: the same password never gives the same hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treat the same text in either Unicode form as the same password', async () => {
    const stored = await hashPassword('Café#2024');
    expect(await verifyPassword('Cafe\u0301#2024', stored)).toBe(true);
  });

  it('match nothing against a malformed or foreign hash', async () => {
    for (const stored of ['', 'plain', 'bcrypt$2b$10$abc', 'scrypt$16384$8$1$c2FsdA==$']) {
      expect(await verifyPassword('plain', stored), stored).toBe(false);
    }
  });

  it('can spend a check without any account', async () => {
    await expect(spendPasswordCheck('anything')).resolves.toBeUndefined();
  });
});
