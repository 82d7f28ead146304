import { describe, expect, it } from 'vitest';
import { type AppliedTheme, DEFAULT_THEME_GLOBALS, themeGlobals, themeLook } from './theme-globals';

describe('theme globals', () => {
  it('falls back to the default colours and font', () => {
    expect(themeGlobals(undefined)).toEqual(DEFAULT_THEME_GLOBALS);
  });

  it('reads the current configuration and ignores values that are not colours', () => {
    const theme: AppliedTheme = {
      font: { family: 'Inter', variants: {} },
      config: {
        current: 'Night',
        list: [
          { name: 'Day', global_config: { static: { props: { colors: { primary_color: '#111111' } } } } },
          {
            name: 'Night',
            global_config: {
              static: { props: { colors: { primary_color: '#222222', link_color: 'red;}body{' } } },
              custom: { props: { disable_cart: { value: true } } },
            },
          },
        ],
      },
    };
    const globals = themeGlobals(theme);
    expect(globals.colors.primary).toBe('#222222');
    expect(globals.colors.link).toBe(DEFAULT_THEME_GLOBALS.colors.link);
    expect(globals.font).toBe('Inter');
    expect(globals.disableCart).toBe(true);
    const look = themeLook(theme);
    expect(look.css).toContain('--color-primary:#222222');
    expect(look.colors).toEqual(globals.colors);
    // Worked out once per theme value: the shared theme gives every page the same look.
    expect(themeLook(theme)).toBe(look);
  });
});

describe('theme globals stored by setting id', () => {
  it('reads flat settings such as the default theme stores them', () => {
    const globals = themeGlobals({
      font: { family: 'Poppins', variants: {} },
      config: {
        current: 'Default',
        list: [
          {
            name: 'Default',
            global_config: {
              custom: {
                props: {
                  primary_color: { value: '#123456' },
                  background_color: '#fafafa',
                  font_family: { value: 'Lato' },
                  disable_cart: 'true',
                },
              },
            },
          },
        ],
      },
    });
    expect(globals).toMatchObject({ font: 'Lato', disableCart: true });
    expect(globals.colors).toMatchObject({ primary: '#123456', background: '#fafafa' });
  });
});

describe('theme globals as the platform seeds and the editor saves them', () => {
  it('reads colours under `statics`, with `static` taking precedence, and the background as bg_color', () => {
    const globals = themeGlobals({
      config: {
        current: 'default',
        list: [
          {
            name: 'default',
            global_config: {
              statics: { props: { colors: { primary_color: '#101010', bg_color: '#fefefe' } } },
              static: { props: { colors: { primary_color: '#202020', bg_color: '#fdfdfd' } } },
            },
          },
        ],
      },
    });
    expect(globals.colors).toMatchObject({ primary: '#202020', background: '#fdfdfd' });
    const seeded = themeGlobals({
      config: {
        current: 'default',
        list: [
          {
            name: 'default',
            global_config: { statics: { props: { colors: { secondary_color: '#0a0a0a' } } } },
          },
        ],
      },
    });
    expect(seeded.colors.secondary).toBe('#0a0a0a');
  });
});
