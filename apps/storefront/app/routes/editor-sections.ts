import type { PageSection } from '@vitrine/kit';
import { EditorSections } from '@vitrine/kit/editor-protocol';
import { z } from 'zod';
import { loadUser } from '../account/session.server';
import { renderSections } from '../sections/page-sections.server';
import type { Route } from './+types/editor-sections';

const PreviewRequest = z.object({
  /** The storefront path being previewed: route rules and section data are worked out for it. */
  path: z.string().startsWith('/').max(2000),
  sections: EditorSections,
});

const postOnly = () =>
  Response.json({ message: 'Send the sections with POST' }, { status: 405, headers: { Allow: 'POST' } });

export const loader = postOnly;

/**
 * POST /_editor/sections: renders a theme editor's unsaved sections for its preview frame (resolved props and
 * each section's data), without storing anything. The frame asks for it when the editor changes a page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return postOnly();
  const parsed = PreviewRequest.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) {
    return Response.json(
      { message: `The sections are not valid: ${z.prettifyError(parsed.error)}` },
      { status: 400 },
    );
  }
  const url = new URL(parsed.data.path, request.url);
  // The preview shows what the person previewing would see, signed in or not.
  const user = await loadUser(context, request);
  const { sections, loads } = renderSections(
    context,
    parsed.data.sections as PageSection[],
    url,
    user !== null,
  );
  return Response.json(
    { sections, data: await Promise.all(loads) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
