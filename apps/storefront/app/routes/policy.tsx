import { data, useLoaderData } from 'react-router';
import { pageError } from '../catalog/page-error.server';
import { Breadcrumbs, JsonLd } from '../content/breadcrumbs';
import { breadcrumbJsonLd } from '../content/json-ld';
import { scriptJson } from '../product/json-ld';
import { seoMeta } from '../seo';
import { RichText } from '../shell/rich-text';
import type { Route } from './+types/policy';

const POLICIES = {
  'privacy-policy': { field: 'policy', title: 'Privacy Policy' },
  'shipping-policy': { field: 'shipping', title: 'Shipping Policy' },
  'return-policy': { field: 'returns', title: 'Return Policy' },
  'terms-and-conditions': { field: 'tnc', title: 'Terms and Conditions' },
} as const;

type PolicyPath = keyof typeof POLICIES;

/** The four policy pages share this module; the path names the legal text shown. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/^\/|\/$/g, '') as PolicyPath;
  const policy = POLICIES[path];
  if (!policy) throw data('Not found', { status: 404 });
  const legal = await context.sdk.content.getLegalInformation().catch(pageError);
  const text = (legal[policy.field] as string | undefined) ?? '';
  const crumbs = [
    { name: 'Home', path: '/', text: 'nav.home' as const },
    { name: policy.title, path: `/${path}/` },
  ];
  return {
    title: policy.title,
    text,
    crumbs,
    jsonLd: scriptJson(breadcrumbJsonLd(crumbs, new URL(request.url).origin)),
    seo: { title: policy.title, description: `${policy.title} of the shop.`, canonicalPath: `/${path}/` },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches);

export default function Policy() {
  const { title, text, crumbs, jsonLd } = useLoaderData<typeof loader>();
  return (
    <article>
      <JsonLd json={jsonLd} />
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="page-title">{title}</h1>
      {text ? <RichText text={text} testId="policy-text" /> : <p>This policy has not been published yet.</p>}
    </article>
  );
}
