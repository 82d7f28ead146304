import { type SectionName, sectionSchemas } from '@vitrine/theme/schema';

type PropValues = Record<string, string | number | boolean>;

/** Who sees a placed section: everyone (the default), only signed-in shoppers, or only visitors. */
export type Audience = 'everyone' | 'signed-in' | 'visitors';

/**
 * A section instance on a page, from the default theme's declared schema: every prop as `{ type, value }` (the
 * declared default where not given). A value for a setting the section does not declare is a mistake in the demo
 * data, so it throws rather than being dropped.
 */
export function placeSection(name: SectionName, values: PropValues = {}, audience: Audience = 'everyone') {
  const schema = sectionSchemas[name];
  const undeclared = Object.keys(values).filter((id) => !schema.props.some((setting) => setting.id === id));
  if (undeclared.length > 0) throw new Error(`Section ${name} has no setting ${undeclared.join(', ')}`);
  const props: Record<string, { type: string; value: unknown }> = {};
  for (const setting of schema.props) {
    props[setting.id] = { type: setting.type, value: values[setting.id] ?? setting.default ?? '' };
  }
  return {
    name,
    label: schema.label,
    source: 'themeBundle',
    props,
    blocks: [],
    predicate: {
      screen: { mobile: true, tablet: true, desktop: true },
      user: { authenticated: audience !== 'visitors', anonymous: audience !== 'signed-in' },
      route: { selected: 'none', exact_url: '', query: {} },
    },
  };
}
