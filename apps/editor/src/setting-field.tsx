import { useContext } from 'react';
import { PickerInput } from './picker-input';
import { imagePreviewUrl, StorefrontUrl } from './storefront-url';
import type { Setting } from './types';
import { toFieldValue, toStoredValue } from './values';

interface Props {
  setting: Setting;
  value: unknown;
  /** Unique among the fields on screen, for the label's `for`. */
  idPrefix: string;
  onChange: (value: unknown) => void;
}

/** One form control generated from a setting of a section's (or block's) schema. */
export function SettingField({ setting, value, idPrefix, onChange }: Props) {
  const id = `${idPrefix}-${setting.id}`;
  const shown = toFieldValue(setting, value);
  const change = (raw: string | boolean) => onChange(toStoredValue(setting, raw));
  const info = setting.info ? <small className="field__info">{setting.info}</small> : null;

  if (setting.type === 'checkbox') {
    return (
      <div className="field field--checkbox">
        <input id={id} type="checkbox" checked={shown === true} onChange={(e) => change(e.target.checked)} />
        <label htmlFor={id}>{setting.label}</label>
        {info}
      </div>
    );
  }

  return (
    <div className="field">
      <label htmlFor={id}>{setting.label}</label>
      <Control id={id} setting={setting} shown={String(shown)} change={change} />
      {info}
    </div>
  );
}

function Control({
  id,
  setting,
  shown,
  change,
}: {
  id: string;
  setting: Setting;
  shown: string;
  change: (raw: string) => void;
}) {
  switch (setting.type) {
    case 'textarea':
      return <textarea id={id} rows={4} value={shown} onChange={(e) => change(e.target.value)} />;
    case 'select':
      return (
        <select id={id} value={shown} onChange={(e) => change(e.target.value)}>
          {(setting.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      );
    case 'range':
      return (
        <div className="field__range">
          <input
            id={id}
            type="range"
            min={setting.min}
            max={setting.max}
            step={setting.step}
            value={shown}
            onChange={(e) => change(e.target.value)}
          />
          <output htmlFor={id}>{shown}</output>
        </div>
      );
    case 'color':
      return <input id={id} type="color" value={shown} onChange={(e) => change(e.target.value)} />;
    case 'image':
      return <ImageInput id={id} shown={shown} change={change} />;
    case 'product':
    case 'category':
    case 'brand':
    case 'collection':
      return <PickerInput id={id} kind={setting.type} shown={shown} change={change} />;
    default:
      return (
        <input
          id={id}
          type="text"
          inputMode={setting.type === 'url' ? 'url' : undefined}
          value={shown}
          onChange={(e) => change(e.target.value)}
        />
      );
  }
}

function ImageInput({ id, shown, change }: { id: string; shown: string; change: (raw: string) => void }) {
  const storefrontUrl = useContext(StorefrontUrl);
  const preview = shown ? imagePreviewUrl(shown, storefrontUrl, window.location.href) : undefined;
  return (
    <div className="field__image">
      <input
        id={id}
        type="text"
        inputMode="url"
        value={shown}
        placeholder="https://…"
        onChange={(e) => change(e.target.value)}
      />
      {preview ? <img src={preview} alt="" width={64} height={40} /> : null}
    </div>
  );
}
