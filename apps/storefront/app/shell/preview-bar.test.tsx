import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PreviewBar } from './preview-bar';

function render(url: string, applicationMode?: string, themeId: string | null = null): string {
  const router = createMemoryRouter(
    [{ path: '*', element: <PreviewBar applicationMode={applicationMode} themeId={themeId} /> }],
    {
      initialEntries: [url],
    },
  );
  return renderToString(<RouterProvider router={router} />);
}

describe('preview bar', () => {
  it('shows the previewed theme with both buttons', () => {
    const html = render('/?themeId=theme-42', undefined, 'theme-42');
    expect(html).toContain('You&#x27;re previewing: <strong>theme-42</strong>');
    expect(html).toContain('Close preview');
    expect(html).toContain('Hide bar');
  });

  it('shows a development app without the close button', () => {
    const html = render('/', 'development');
    expect(html).toContain('<strong>Development app</strong>');
    expect(html).not.toContain('Close preview');
  });

  it('stays away in edit mode and for a live app without a theme preview', () => {
    expect(render('/?themeId=theme-42&isEdit=true', undefined, 'theme-42')).not.toContain('preview-bar');
    expect(render('/', 'live')).not.toContain('preview-bar');
  });
});
