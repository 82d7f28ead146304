import { describe, expect, it } from 'vitest';
import { FailedAttempts } from './attempts';

describe('failed sign-in attempts', () => {
  it('blocks a client after 5 failures within a minute, and not others', () => {
    const attempts = new FailedAttempts();
    for (let i = 0; i < 5; i++) {
      expect(attempts.isBlocked('a', 1000 + i)).toBe(false);
      attempts.fail('a', 1000 + i);
    }
    expect(attempts.isBlocked('a', 1010)).toBe(true);
    expect(attempts.isBlocked('b', 1010)).toBe(false);
  });

  it('lets the client try again once the oldest failure is a minute old', () => {
    const attempts = new FailedAttempts();
    for (let i = 0; i < 5; i++) attempts.fail('a', i * 1000);
    expect(attempts.isBlocked('a', 59_999)).toBe(true);
    expect(attempts.isBlocked('a', 60_001)).toBe(false);
    attempts.fail('a', 60_001);
    expect(attempts.isBlocked('a', 60_002)).toBe(true);
  });

  it('forgets a client on clear, and the longest quiet clients past the bound', () => {
    const attempts = new FailedAttempts(1, 60_000, 2);
    attempts.fail('a', 1);
    attempts.clear('a');
    expect(attempts.isBlocked('a', 2)).toBe(false);
    attempts.fail('x', 1);
    attempts.fail('y', 2);
    attempts.fail('z', 3);
    expect(attempts.isBlocked('x', 4)).toBe(false);
    expect(attempts.isBlocked('y', 4)).toBe(true);
    expect(attempts.isBlocked('z', 4)).toBe(true);
  });
});
