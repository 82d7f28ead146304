import type { EditorSection } from '@vitrine/contract/editor-protocol';
import { badRequest } from '../../http/errors';
import type { SectionSchema, Setting } from './theme-schema';

type GivenProps = EditorSection['props'];
type StoredProps = Record<string, { type: string; value: unknown }>;

const TEXT_TYPES = new Set([
  'text',
  'textarea',
  'url',
  'image',
  'color',
  'select',
  'product',
  'category',
  'brand',
  'collection',
]);

const SHOW_EVERYWHERE = {
  screen: { mobile: true, tablet: true, desktop: true },
  user: { authenticated: true, anonymous: true },
  route: { selected: 'none', exact_url: '', query: {} },
};

function rangeRule(setting: Setting): string {
  const { min, max } = setting;
  if (min !== undefined && max !== undefined) return `must be a number from ${min} to ${max}`;
  if (min !== undefined) return `must be a number of at least ${min}`;
  if (max !== undefined) return `must be a number of at most ${max}`;
  return 'must be a number';
}

/** Why a value does not fit its setting, or undefined when it fits. */
function misfit(setting: Setting, value: unknown): string | undefined {
  if (setting.type === 'checkbox') return typeof value === 'boolean' ? undefined : 'must be true or false';
  if (setting.type === 'range') {
    const fits =
      typeof value === 'number' &&
      Number.isFinite(value) &&
      (setting.min === undefined || value >= setting.min) &&
      (setting.max === undefined || value <= setting.max);
    return fits ? undefined : rangeRule(setting);
  }
  if (TEXT_TYPES.has(setting.type)) {
    if (typeof value !== 'string') return 'must be text';
    const options = setting.type === 'select' ? setting.options : undefined;
    if (options?.length && !options.some((option) => option.value === value)) {
      return `must be one of ${options.map((option) => JSON.stringify(option.value)).join(', ')}`;
    }
    return undefined;
  }
  const plain = typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value);
  return plain ? undefined : 'must be text, a number, or true or false';
}

/** The schema's props in the stored `{ type, value }` form; ids the schema does not declare are dropped. */
function checkProps(settings: Setting[], given: GivenProps, where: string): StoredProps {
  const props: StoredProps = {};
  for (const setting of settings) {
    const value = given[setting.id]?.value;
    if (value === undefined || value === null) {
      if (setting.default !== undefined) props[setting.id] = { type: setting.type, value: setting.default };
      continue;
    }
    const problem = misfit(setting, value);
    if (problem) throw badRequest(`${where}: "${setting.id}" ${problem}`);
    props[setting.id] = { type: setting.type, value };
  }
  return props;
}

function checkSection(section: EditorSection, place: number, schemas: Map<string, SectionSchema>) {
  const schema = schemas.get(section.name);
  if (!schema) throw badRequest(`Unknown section "${section.name}"`);
  const where = `Section ${place} ("${section.name}")`;
  const blocks = (section.blocks ?? []).map((block, index) => {
    const declared = schema.blocks.find((candidate) => candidate.type === block.type);
    if (!declared) throw badRequest(`${where}: block ${index + 1} has an unknown type "${block.type}"`);
    const props = checkProps(declared.props, block.props, `${where}, block ${index + 1} ("${block.type}")`);
    return { type: block.type, name: block.name ?? declared.name, props };
  });
  return {
    name: section.name,
    label: section.label ?? schema.label,
    source: typeof section.source === 'string' ? section.source : 'themeBundle',
    props: checkProps(schema.props, section.props, where),
    blocks,
    predicate: section.predicate ?? SHOW_EVERYWHERE,
  };
}

/**
 * Checks a page's sections against the theme's section schemas and returns them as they are stored. Throws a
 * 400 naming the first section, place and prop that does not fit.
 */
export function checkPageSections(sections: EditorSection[], available: SectionSchema[]) {
  const schemas = new Map(available.map((schema) => [schema.name, schema]));
  return sections.map((section, index) => checkSection(section, index + 1, schemas));
}
