import { data, redirect, useLoaderData } from 'react-router';
import { loadSectionPage } from '../sections/page-sections.server';
import { SectionList } from '../sections/section-list';
import { seoMeta } from '../seo';
import type { Route } from './+types/sections';

/** The theme page this route shows (the editor frame protocol and tag injection name pages so). */
export const handle = { themePage: 'section-page' };

/**
 * /sections/{group}: a page made only of theme sections, the theme page named by the group. /sections alone has
 * nothing to show and goes home.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const group = params.group;
  if (!group) throw redirect('/');
  const page = await loadSectionPage(context, request, group);
  if (!page.found) throw data('Not found', { status: 404 });
  return {
    ...page,
    group,
    seo: {
      title: page.seo?.title || group,
      description: page.seo?.description || group,
      canonicalPath: `/sections/${encodeURIComponent(group)}`,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function SectionPage() {
  const { group, sections, firstData, restData, revealAll } = useLoaderData<typeof loader>();
  return (
    <SectionList
      page={group}
      sections={sections}
      firstData={firstData}
      restData={restData}
      revealAll={revealAll}
    />
  );
}
