import { useState } from 'react';
import { SettingField } from './setting-field';
import type { BlockSchema, PageBlock } from './types';

interface Props {
  blocks: PageBlock[];
  schemas: BlockSchema[];
  sectionIndex: number;
  onAdd: (schema: BlockSchema) => void;
  onRemove: (block: number) => void;
  onMove: (from: number, to: number) => void;
  onChange: (block: number, id: string, value: unknown) => void;
}

/** A section's blocks: each with its own form, plus add, remove and reorder. */
export function BlocksEditor({ blocks, schemas, sectionIndex, onAdd, onRemove, onMove, onChange }: Props) {
  const [type, setType] = useState(schemas[0]?.type ?? '');
  const chosen = schemas.find((schema) => schema.type === type) ?? schemas[0];
  return (
    <section className="blocks" aria-label="Blocks">
      <h3>Blocks</h3>
      {blocks.length === 0 ? <p className="muted">No blocks yet.</p> : null}
      <ol className="blocks__list">
        {blocks.map((block, index) => {
          const schema = schemas.find((s) => s.type === block.type);
          const title = `${block.name || schema?.name || block.type} ${index + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their place
            <li key={index} className="block" data-testid="editor-block">
              <div className="block__head">
                <strong>{title}</strong>
                <span className="block__actions">
                  <button
                    type="button"
                    aria-label={`Move ${title} up`}
                    disabled={index === 0}
                    onClick={() => onMove(index, index - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={`Move ${title} down`}
                    disabled={index === blocks.length - 1}
                    onClick={() => onMove(index, index + 1)}
                  >
                    ↓
                  </button>
                  <button type="button" aria-label={`Remove ${title}`} onClick={() => onRemove(index)}>
                    ✕
                  </button>
                </span>
              </div>
              {schema ? (
                schema.props.map((setting) => (
                  <SettingField
                    key={setting.id}
                    setting={setting}
                    idPrefix={`s${sectionIndex}-b${index}`}
                    value={block.props?.[setting.id]?.value}
                    onChange={(value) => onChange(index, setting.id, value)}
                  />
                ))
              ) : (
                <p className="muted">The theme has no block of type “{block.type}”.</p>
              )}
            </li>
          );
        })}
      </ol>
      {chosen ? (
        <div className="blocks__add">
          {schemas.length > 1 ? (
            <select aria-label="Block type" value={chosen.type} onChange={(e) => setType(e.target.value)}>
              {schemas.map((schema) => (
                <option key={schema.type} value={schema.type}>
                  {schema.name}
                </option>
              ))}
            </select>
          ) : null}
          <button type="button" onClick={() => onAdd(chosen)}>
            Add {chosen.name.toLowerCase()}
          </button>
        </div>
      ) : null}
    </section>
  );
}
