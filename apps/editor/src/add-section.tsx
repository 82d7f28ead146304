import { useEffect, useRef, useState } from 'react';
import type { SectionSchema } from './types';

/** The 'Add section' menu: the theme's sections by label. */
export function AddSection({
  schemas,
  onAdd,
}: {
  schemas: SectionSchema[];
  onAdd: (schema: SectionSchema) => void;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className="add-section" ref={root}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="add-section-menu"
        onClick={() => setOpen(!open)}
      >
        Add section
      </button>
      {open ? (
        <ul className="add-section__menu" id="add-section-menu" aria-label="Sections to add">
          {schemas.map((schema) => (
            <li key={schema.name}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onAdd(schema);
                }}
              >
                {schema.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
