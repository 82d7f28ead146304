import { VIEWPORTS, type Viewport } from '@vitrine/contract/editor-protocol';
import { ANALYTICS_HASH } from './analytics-view';
import { FULFILMENT_HASH } from './fulfilment-view';
import type { ThemePage } from './types';

const VIEWPORT_LABELS: Record<Viewport, string> = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' };

interface Props {
  themeName: string;
  pages: ThemePage[];
  page: string | null;
  onPage: (value: string) => void;
  viewport: Viewport;
  onViewport: (viewport: Viewport) => void;
  unsaved: boolean;
  saving: boolean;
  onSave: () => void;
}

export function TopBar({
  themeName,
  pages,
  page,
  onPage,
  viewport,
  onViewport,
  unsaved,
  saving,
  onSave,
}: Props) {
  const known = pages.some((p) => p.value === page);
  return (
    <header className="top-bar">
      <strong className="top-bar__theme">{themeName}</strong>
      {/* A tab of its own, so that unsaved changes here stay as they are. */}
      <a className="top-bar__link" href={`/editor/${ANALYTICS_HASH}`} target="_blank" rel="noopener">
        Analytics
      </a>
      <a className="top-bar__link" href="/editor/leads" target="_blank" rel="noopener">
        Leads
      </a>
      <a className="top-bar__link" href={`/editor/${FULFILMENT_HASH}`} target="_blank" rel="noopener">
        Fulfilment
      </a>
      <div className="top-bar__page">
        <label htmlFor="page-select">Page</label>
        <select id="page-select" value={known ? (page ?? '') : ''} onChange={(e) => onPage(e.target.value)}>
          {known ? null : (
            <option value="" disabled>
              {page ? `Not a theme page (${page})` : 'Loading…'}
            </option>
          )}
          {pages.map((p) => (
            <option key={p.value} value={p.value}>
              {p.text}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="top-bar__viewport">
        <legend className="visually-hidden">Viewport</legend>
        {VIEWPORTS.map((v) => (
          <button key={v} type="button" aria-pressed={v === viewport} onClick={() => onViewport(v)}>
            {VIEWPORT_LABELS[v]}
          </button>
        ))}
      </fieldset>
      <span
        className={unsaved ? 'top-bar__status top-bar__status--unsaved' : 'top-bar__status'}
        role="status"
      >
        {saving ? 'Saving…' : unsaved ? 'Unsaved changes' : 'All changes saved'}
      </span>
      <button type="button" className="primary" disabled={saving || !unsaved} onClick={onSave}>
        Save
      </button>
    </header>
  );
}
