import { BlocksEditor } from './blocks-editor';
import { SettingField } from './setting-field';
import type { EditorAction } from './state';
import type { PageSection, SectionSchema } from './types';
import { newBlock } from './values';

interface Props {
  section: PageSection;
  index: number;
  schema: SectionSchema | undefined;
  onEdit: (action: EditorAction) => void;
}

/** The selected section's settings, as a form generated from its schema. */
export function SectionSettings({ section, index, schema, onEdit }: Props) {
  if (!schema) {
    return (
      <p className="muted">
        “{section.name}” is not a section of this theme, so it has no settings to edit. You can still move or
        remove it.
      </p>
    );
  }
  return (
    <form className="settings" aria-label={`${schema.label} settings`} onSubmit={(e) => e.preventDefault()}>
      <h2>{section.label || schema.label}</h2>
      {schema.props.length === 0 ? <p className="muted">This section has no settings.</p> : null}
      {schema.props.map((setting) => (
        <SettingField
          key={setting.id}
          setting={setting}
          idPrefix={`s${index}`}
          value={section.props?.[setting.id]?.value}
          onChange={(value) => onEdit({ type: 'set-prop', index, id: setting.id, value })}
        />
      ))}
      {schema.blocks.length > 0 ? (
        <BlocksEditor
          blocks={section.blocks ?? []}
          schemas={schema.blocks}
          sectionIndex={index}
          onAdd={(block) => onEdit({ type: 'add-block', index, block: newBlock(block) })}
          onRemove={(block) => onEdit({ type: 'remove-block', index, block })}
          onMove={(from, to) => onEdit({ type: 'move-block', index, from, to })}
          onChange={(block, id, value) => onEdit({ type: 'set-block-prop', index, block, id, value })}
        />
      ) : null}
    </form>
  );
}
