import type { SectionDefinition } from '@vitrine/kit';
import type { SectionSettings } from '../schema/types';

/** A section's declared label, settings and blocks, in the shape the storefront's section definitions use. */
export function declared(schema: SectionSettings): Pick<SectionDefinition, 'label' | 'settings' | 'blocks'> {
  return {
    label: schema.label,
    settings: schema.props,
    blocks: schema.blocks.map(({ type, name, props }) => ({ type, name, settings: props })),
  };
}
