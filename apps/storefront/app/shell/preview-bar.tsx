import { useState } from 'react';
import { Form, useLocation } from 'react-router';

/**
 * Shown when not hidden and either a theme is being previewed (a theme id, outside the editor's edit mode) or the
 * application is in development mode.
 */
export function PreviewBar({
  applicationMode,
  themeId,
}: {
  applicationMode?: string;
  themeId: string | null;
}) {
  const location = useLocation();
  const [hidden, setHidden] = useState(false);
  const editing = new URLSearchParams(location.search).get('isEdit') === 'true';
  const development = applicationMode === 'development';
  if (hidden || !((themeId && !editing) || development)) return null;

  return (
    <section className="preview-bar" aria-label="Preview" data-testid="preview-bar">
      <span>
        You're previewing: <strong>{themeId ?? 'Development app'}</strong>
      </span>
      {themeId ? (
        <Form method="post" action="/_preview/close" className="preview-bar__close">
          <input type="hidden" name="redirectUrl" value={location.pathname + location.search} />
          <button type="submit">Close preview</button>
        </Form>
      ) : null}
      <button type="button" onClick={() => setHidden(true)}>
        Hide bar
      </button>
    </section>
  );
}
