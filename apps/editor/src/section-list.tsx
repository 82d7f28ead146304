import { useState } from 'react';
import type { PageSection, SectionSchema } from './types';

interface Props {
  sections: PageSection[];
  schemas: SectionSchema[];
  selected: number | null;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onDragStart: (index: number) => void;
  onDragEnd: () => void;
}

export const sectionLabel = (section: PageSection, schemas: SectionSchema[]) =>
  section.label || schemas.find((schema) => schema.name === section.name)?.label || section.name;

/** The page's sections in order: select, drag (or move with the buttons) to reorder, remove. */
export function SectionList({
  sections,
  schemas,
  selected,
  onSelect,
  onMove,
  onRemove,
  onDragStart,
  onDragEnd,
}: Props) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  if (sections.length === 0) return <p className="muted">This page has no sections yet.</p>;
  return (
    <ol className="section-list">
      {sections.map((section, index) => {
        const label = sectionLabel(section, schemas);
        const classes = ['section-item'];
        if (index === selected) classes.push('section-item--selected');
        if (index === over && dragged !== null && dragged !== index) classes.push('section-item--drop');
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: placed sections have no id; the place is the identity
            key={index}
            className={classes.join(' ')}
            data-testid="editor-section"
            data-section-name={section.name}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(index));
              setDragged(index);
              onDragStart(index);
            }}
            onDragOver={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null && dragged !== index) onMove(dragged, index);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
              onDragEnd();
            }}
          >
            <span className="section-item__grip" aria-hidden="true">
              ⋮⋮
            </span>
            <button
              type="button"
              className="section-item__select"
              aria-pressed={index === selected}
              onClick={() => onSelect(index)}
            >
              <span className="section-item__label">{label}</span>
              <small className="section-item__name">{section.name}</small>
            </button>
            <span className="section-item__actions">
              <button
                type="button"
                title="Move up"
                aria-label="Move up"
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                title="Move down"
                aria-label="Move down"
                disabled={index === sections.length - 1}
                onClick={() => onMove(index, index + 1)}
              >
                ↓
              </button>
              <button type="button" title="Remove" aria-label="Remove" onClick={() => onRemove(index)}>
                ✕
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
