import type { CustomTemplate } from '@vitrine/kit';
import { matchCustomTemplate } from '@vitrine/kit/custom-templates';
import type { ReactNode } from 'react';
import { data, useLoaderData } from 'react-router';
import { seoMeta } from '../seo';
import { loadShownTheme } from '../shell/shop.server';
import { themeBundle, useThemeBundle } from '../shell/theme-bundle';
import type { Route } from './+types/custom-template';

/** The theme page this route shows (the editor frame protocol and tag injection name pages so). */
export const handle = { themePage: 'custom-template' };

type Preloadable = CustomTemplate['component'] & { preload?: () => Promise<void> };

/** /c/…: a page the theme adds at runtime, its templates nested as deep as the path goes. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const path = params['*'] ?? '';
  const shown = await loadShownTheme(context, request);
  const match = matchCustomTemplate(themeBundle(shown?.meta?.slug).customTemplates, path);
  if (!match) throw data('Not found', { status: 404 });
  // The server renders the templates at once rather than suspending on code it can load now.
  await Promise.all(match.chain.map((template) => (template.component as Preloadable).preload?.()));
  const title = match.chain.at(-1)?.title ?? 'Vitrine';
  return { path, seo: { title, description: title, canonicalPath: `/c/${path.replace(/\/+$/, '')}` } };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function CustomTemplatePage() {
  const { path } = useLoaderData<typeof loader>();
  const match = matchCustomTemplate(useThemeBundle().customTemplates, path);
  if (!match) return null;
  return match.chain.reduceRight<ReactNode>((child, template) => {
    const Template = template.component;
    return (
      <Template key={template.path} params={match.params}>
        {child ?? undefined}
      </Template>
    );
  }, null);
}
