import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { EditorSessions } from './session';

describe('the editor token', () => {
  // Comparing the token touches no session, so no database is needed.
  const sessions = new EditorSessions({} as Db, 'secret-token');

  it('is compared exactly', () => {
    expect(sessions.tokenMatches('secret-token')).toBe(true);
    expect(sessions.tokenMatches('secret-token ')).toBe(false);
    expect(sessions.tokenMatches('')).toBe(false);
  });
});
