import type { GlobalSetting, Globals } from './types';
import { gtmContainerProblem, toHexColor } from './values';

const COLORS: [id: keyof Globals, label: string, alias?: string][] = [
  ['primary_color', 'Primary colour'],
  ['secondary_color', 'Secondary colour'],
  ['accent_color', 'Accent colour'],
  ['link_color', 'Link colour'],
  ['bg_color', 'Background colour', 'background_color'],
];
const FONTS = ['Poppins', 'Inter', 'Roboto', 'Lato', 'Open Sans', 'Montserrat'];

interface Props {
  globals: Globals;
  schema: GlobalSetting[];
  onChange: (id: keyof Globals, value: string | boolean) => void;
}

/** The theme-wide settings: colours, font, the cart switch and the tag manager container. */
export function ThemeSettings({ globals, schema, onChange }: Props) {
  const labelOf = (id: string, fallback: string, alias?: string) =>
    schema.find((s) => s.id === id || s.id === alias)?.label ?? fallback;
  const fontSetting = schema.find((s) => s.id === 'font_family');
  const fonts = fontSetting?.options?.length ? fontSetting.options.map((o) => o.value) : FONTS;
  const font = globals.font_family ?? fonts[0];
  const fontChoices = fonts.includes(font) ? fonts : [font, ...fonts];
  const gtmSetting = schema.find((s) => s.id === 'gtm_container_id');
  const gtmProblem = gtmContainerProblem(globals.gtm_container_id ?? '');

  return (
    <form className="settings" aria-label="Theme settings" onSubmit={(e) => e.preventDefault()}>
      <h2>Theme</h2>
      {COLORS.map(([id, fallback, alias]) => (
        <div className="field field--color" key={id}>
          <label htmlFor={`global-${id}`}>{labelOf(id, fallback, alias)}</label>
          <input
            id={`global-${id}`}
            type="color"
            value={toHexColor(globals[id]) ?? '#000000'}
            onChange={(e) => onChange(id, e.target.value)}
          />
        </div>
      ))}
      <div className="field">
        <label htmlFor="global-font_family">{fontSetting?.label ?? 'Font'}</label>
        <select
          id="global-font_family"
          value={font}
          onChange={(e) => onChange('font_family', e.target.value)}
        >
          {fontChoices.map((family) => (
            <option key={family} value={family}>
              {fontSetting?.options?.find((o) => o.value === family)?.text ?? family}
            </option>
          ))}
        </select>
      </div>
      <div className="field field--checkbox">
        <input
          id="global-disable_cart"
          type="checkbox"
          checked={globals.disable_cart === true}
          onChange={(e) => onChange('disable_cart', e.target.checked)}
        />
        <label htmlFor="global-disable_cart">{labelOf('disable_cart', 'Disable cart')}</label>
      </div>
      <div className="field">
        <label htmlFor="global-gtm_container_id">{gtmSetting?.label ?? 'Google Tag Manager container'}</label>
        <input
          id="global-gtm_container_id"
          type="text"
          placeholder="GTM-ABC1234"
          maxLength={100}
          spellCheck={false}
          value={globals.gtm_container_id ?? ''}
          aria-invalid={gtmProblem ? true : undefined}
          aria-describedby="global-gtm_container_id-note"
          onChange={(e) => onChange('gtm_container_id', e.target.value)}
        />
        {gtmProblem ? (
          <small id="global-gtm_container_id-note" className="field__error" role="alert">
            {gtmProblem}
          </small>
        ) : (
          <small id="global-gtm_container_id-note" className="field__info">
            {gtmSetting?.info ?? 'Its id, such as GTM-ABC1234; empty adds no tag manager'}
          </small>
        )}
      </div>
    </form>
  );
}
