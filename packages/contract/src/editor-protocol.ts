/**
 * The theme editor frame protocol: the messages the platform's theme editor (the parent window) and the
 * storefront in its iframe exchange with `postMessage`. Each side checks the sender's origin first, then the
 * message against these schemas; anything else is ignored.
 */
// zod/mini: the same checks with a tree-shakable API, so the editor and the frame bridge stay small.
import * as z from 'zod/mini';

const text = (max: number) => z.string().check(z.maxLength(max));
const name = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const flag = z.optional(z.boolean());
const propValue = z.looseObject({ type: z.optional(z.string()), value: z.unknown() });
const props = z._default(z.record(z.string(), z.optional(propValue)), {});

/** A section placed on a page, as the editor sends it (AvailablePageSchema.sections[]). */
export const EditorSection = z.looseObject({
  name: name(100),
  label: z.optional(text(200)),
  props,
  blocks: z.optional(
    z.array(z.looseObject({ type: text(100), name: z.optional(text(200)), props })).check(z.maxLength(100)),
  ),
  predicate: z.optional(
    z.looseObject({
      screen: z.optional(z.looseObject({ mobile: flag, tablet: flag, desktop: flag })),
      user: z.optional(z.looseObject({ authenticated: flag, anonymous: flag })),
      route: z.optional(
        z.looseObject({
          selected: z.optional(z.enum(['none', 'exact', 'query'])),
          exact_url: z.optional(text(2000)),
          query: z.optional(z.record(z.string(), z.array(z.string()))),
        }),
      ),
    }),
  ),
});
export type EditorSection = z.infer<typeof EditorSection>;

/** At most this many sections on one page. */
export const MAX_PAGE_SECTIONS = 100;
export const EditorSections = z.array(EditorSection).check(z.maxLength(MAX_PAGE_SECTIONS));

/** What a section event did; every event carries the page's whole resulting section list. */
export const SECTION_EVENTS = [
  'drag-start',
  'drag-end',
  'reorder',
  'select',
  'add',
  'remove',
  'update',
] as const;
export type SectionEventName = (typeof SECTION_EVENTS)[number];

export const VIEWPORTS = ['mobile', 'tablet', 'desktop'] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/** Theme-wide settings the editor changes live, by the ids of the theme's global schema. */
export const EditorGlobals = z.looseObject({
  primary_color: z.optional(text(60)),
  secondary_color: z.optional(text(60)),
  accent_color: z.optional(text(60)),
  link_color: z.optional(text(60)),
  bg_color: z.optional(text(60)),
  disable_cart: flag,
});
export type EditorGlobals = z.infer<typeof EditorGlobals>;

const fromEditor = { source: z.literal('vitrine-editor') };

/** Editor → storefront. */
export const EditorMessage = z.discriminatedUnion('type', [
  z.object({
    ...fromEditor,
    type: z.literal('section-event'),
    event: z.enum(SECTION_EVENTS),
    /** The theme page the sections belong to (e.g. 'home'). */
    page: name(100),
    sections: EditorSections,
    /** The section the event is about (its place after the event), when there is one. */
    index: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_PAGE_SECTIONS))),
  }),
  z.object({ ...fromEditor, type: z.literal('font'), family: z.string().check(z.regex(/^[\w\s-]{1,60}$/)) }),
  z.object({ ...fromEditor, type: z.literal('viewport'), viewport: z.enum(VIEWPORTS) }),
  z.object({ ...fromEditor, type: z.literal('config'), globals: EditorGlobals }),
]);
export type EditorMessage = z.infer<typeof EditorMessage>;

/** Storefront → editor: posted on every navigation inside the frame. */
export const StorefrontMessage = z.object({
  source: z.literal('vitrine-storefront'),
  type: z.literal('navigate'),
  path: z.string(),
  /** The theme page value of the route (spec "Theme page slugs" / "Available page slugs"), e.g. 'product-description'. */
  pageType: z.string(),
  /** The route's own slug (a product, brand, category, collection or custom page), or null. */
  pageSlug: z.nullable(z.string()),
});
export type StorefrontMessage = z.infer<typeof StorefrontMessage>;

/** Reads a message from the other side: undefined unless it came from the expected origin and has the right shape. */
export function readMessage<T>(
  schema: z.ZodMiniType<T>,
  event: { origin: string; data: unknown },
  expectedOrigin: string,
): T | undefined {
  if (event.origin !== expectedOrigin) return undefined;
  const parsed = schema.safeParse(event.data);
  return parsed.success ? parsed.data : undefined;
}
