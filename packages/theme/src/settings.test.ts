import { describe, expect, it } from 'vitest';
import { toThemeGlobals } from './settings';

describe('the tag manager setting', () => {
  it('keeps a container id and refuses anything else', () => {
    expect(toThemeGlobals({ gtm_container_id: ' gtm-abc1234 ' }).gtmContainerId).toBe('GTM-ABC1234');
    expect(toThemeGlobals({}).gtmContainerId).toBe('');
    for (const bad of ["GTM-1');alert(1)//", 'UA-12345-1', 'GTM-', 42]) {
      expect(toThemeGlobals({ gtm_container_id: bad }).gtmContainerId, String(bad)).toBe('');
    }
  });
});
