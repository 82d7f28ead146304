import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Shown when not hidden and either a theme is being previewed (themeId without isEdit) or the application is
 * in development mode.
 */
export function PreviewBar({ applicationMode }: { applicationMode?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [hidden, setHidden] = useState(false);
  const query = new URLSearchParams(location.search);
  const themeId = query.get('themeId');
  const editing = query.get('isEdit') === 'true';
  const development = applicationMode === 'development';
  if (hidden || !((themeId && !editing) || development)) return null;

  const closePreview = () => {
    query.delete('themeId');
    const search = query.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ''}`);
  };

  return (
    <section className="preview-bar" aria-label="Preview" data-testid="preview-bar">
      <span>
        You're previewing: <strong>{themeId ?? 'Development app'}</strong>
      </span>
      {themeId ? (
        <button type="button" onClick={closePreview}>
          Close preview
        </button>
      ) : null}
      <button type="button" onClick={() => setHidden(true)}>
        Hide bar
      </button>
    </section>
  );
}
