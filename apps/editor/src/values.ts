import { GTM_CONTAINER_ID, GTM_CONTAINER_ID_RULE } from '@vitrine/contract';
import type { BlockSchema, PageBlock, PageSection, Props, SectionSchema, Setting } from './types';

const HEX6 = /^#[0-9a-f]{6}$/i;
const HEX3 = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;

/** What a setting holds when its schema gives no default. */
function emptyValue(setting: Setting): unknown {
  switch (setting.type) {
    case 'checkbox':
      return false;
    case 'range':
      return setting.min ?? 0;
    case 'select':
      return setting.options?.[0]?.value ?? '';
    default:
      return '';
  }
}

export function defaultProps(settings: Setting[]): Props {
  return Object.fromEntries(
    settings.map((setting) => [setting.id, { value: setting.default ?? emptyValue(setting) }]),
  );
}

export function newSection(schema: SectionSchema): PageSection {
  return { name: schema.name, label: schema.label, props: defaultProps(schema.props), blocks: [] };
}

export function newBlock(schema: BlockSchema): PageBlock {
  return { type: schema.type, name: schema.name, props: defaultProps(schema.props) };
}

function clamp(value: number, setting: Setting): number {
  let result = value;
  if (setting.min !== undefined) result = Math.max(setting.min, result);
  if (setting.max !== undefined) result = Math.min(setting.max, result);
  return result;
}

/** A form control's raw value (a string, or a checkbox's checked state) as the setting stores it. */
export function toStoredValue(setting: Setting, raw: string | boolean): unknown {
  switch (setting.type) {
    case 'checkbox':
      return raw === true || raw === 'true';
    case 'range': {
      const number = Number(raw);
      return Number.isFinite(number) && raw !== ''
        ? clamp(number, setting)
        : (setting.default ?? emptyValue(setting));
    }
    case 'product':
    case 'category':
    case 'brand':
    case 'collection':
      return String(raw).trim();
    default:
      return String(raw);
  }
}

/** `#rgb` or `#rrggbb` as `#rrggbb` (what a colour input accepts), else undefined. */
export function toHexColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (HEX6.test(trimmed)) return trimmed.toLowerCase();
  const short = HEX3.exec(trimmed);
  return short
    ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase()
    : undefined;
}

/** A stored value (possibly missing or of the wrong type) as the form control shows it. */
export function toFieldValue(setting: Setting, stored: unknown): string | boolean {
  const value = stored === undefined || stored === null ? (setting.default ?? emptyValue(setting)) : stored;
  switch (setting.type) {
    case 'checkbox':
      return value === true || value === 'true';
    case 'range': {
      const number = Number(value);
      return String(Number.isFinite(number) ? clamp(number, setting) : (setting.min ?? 0));
    }
    case 'color':
      return toHexColor(value) ?? toHexColor(setting.default) ?? '#000000';
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
}

/**
 * What is wrong with a typed tag manager container id, or null when the editor API will take it (empty, or
 * GTM- and letters or digits, in any case: it is stored in upper case, as the storefront reads it).
 */
export function gtmContainerProblem(typed: string): string | null {
  const id = typed.trim().toUpperCase();
  return id === '' || GTM_CONTAINER_ID.test(id) ? null : `The container id ${GTM_CONTAINER_ID_RULE}.`;
}
