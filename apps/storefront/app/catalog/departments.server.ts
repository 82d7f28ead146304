import type { StorefrontContext } from '../load-context';
import type { DepartmentTab } from './tiles';

export async function loadDepartments(context: StorefrontContext): Promise<DepartmentTab[]> {
  const response = await context.sdk.catalog.getDepartments().catch(() => undefined);
  return (response?.items ?? []).flatMap((d) => (d.slug ? [{ slug: d.slug, name: d.name ?? d.slug }] : []));
}
