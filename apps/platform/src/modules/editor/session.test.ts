import { describe, expect, it } from 'vitest';
import { EditorSessions, SESSION_SECONDS } from './session';

describe('editor sessions', () => {
  const sessions = new EditorSessions('secret-token');

  it('accepts its own value until it expires', () => {
    const value = sessions.issue(1_700_000_000_000);
    expect(sessions.isValid(value, 1_700_000_000_001)).toBe(true);
    expect(sessions.isValid(value, 1_700_000_000_000 + SESSION_SECONDS * 1000)).toBe(false);
  });

  it('refuses a changed expiry, a changed signature, garbage and a value made with another token', () => {
    const now = 1_700_000_000_000;
    const value = sessions.issue(now);
    const [expires, signature] = value.split('.');
    expect(sessions.isValid(`${Number(expires) + 1000}.${signature}`, now)).toBe(false);
    expect(
      sessions.isValid(`${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, now),
    ).toBe(false);
    for (const junk of [undefined, '', 'x', `${expires}.`, `${expires}.${signature}.x`]) {
      expect(sessions.isValid(junk, now)).toBe(false);
    }
    expect(new EditorSessions('another-token').isValid(value, now)).toBe(false);
  });

  it('compares tokens exactly', () => {
    expect(sessions.tokenMatches('secret-token')).toBe(true);
    expect(sessions.tokenMatches('secret-token ')).toBe(false);
    expect(sessions.tokenMatches('')).toBe(false);
  });
});
