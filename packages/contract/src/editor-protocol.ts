/**
 * The theme editor frame protocol: the messages the platform's theme editor (the parent window) and the
 * storefront in its iframe exchange with `postMessage`. Each side checks the sender's origin first, then the
 * message against these schemas; anything else is ignored.
 */
import { z } from 'zod';

const propValue = z.looseObject({ type: z.string().optional(), value: z.unknown() });

/** A section placed on a page, as the editor sends it (AvailablePageSchema.sections[]). */
export const EditorSection = z.looseObject({
  name: z.string().min(1).max(100),
  label: z.string().max(200).optional(),
  props: z.record(z.string(), propValue.optional()).default({}),
  blocks: z
    .array(
      z.looseObject({
        type: z.string().max(100),
        name: z.string().max(200).optional(),
        props: z.record(z.string(), propValue.optional()).default({}),
      }),
    )
    .max(100)
    .optional(),
  predicate: z
    .looseObject({
      screen: z
        .looseObject({
          mobile: z.boolean().optional(),
          tablet: z.boolean().optional(),
          desktop: z.boolean().optional(),
        })
        .optional(),
      user: z
        .looseObject({ authenticated: z.boolean().optional(), anonymous: z.boolean().optional() })
        .optional(),
      route: z
        .looseObject({
          selected: z.enum(['none', 'exact', 'query']).optional(),
          exact_url: z.string().max(2000).optional(),
          query: z.record(z.string(), z.array(z.string())).optional(),
        })
        .optional(),
    })
    .optional(),
});
export type EditorSection = z.infer<typeof EditorSection>;

/** At most this many sections on one page. */
export const MAX_PAGE_SECTIONS = 100;
export const EditorSections = z.array(EditorSection).max(MAX_PAGE_SECTIONS);

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
  primary_color: z.string().max(60).optional(),
  secondary_color: z.string().max(60).optional(),
  accent_color: z.string().max(60).optional(),
  link_color: z.string().max(60).optional(),
  bg_color: z.string().max(60).optional(),
  disable_cart: z.boolean().optional(),
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
    page: z.string().min(1).max(100),
    sections: EditorSections,
    /** The section the event is about (its place after the event), when there is one. */
    index: z.number().int().min(0).max(MAX_PAGE_SECTIONS).optional(),
  }),
  z.object({ ...fromEditor, type: z.literal('font'), family: z.string().regex(/^[\w\s-]{1,60}$/) }),
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
  pageSlug: z.string().nullable(),
});
export type StorefrontMessage = z.infer<typeof StorefrontMessage>;

/** Reads a message from the other side: undefined unless it came from the expected origin and has the right shape. */
export function readMessage<T>(
  schema: z.ZodType<T>,
  event: { origin: string; data: unknown },
  expectedOrigin: string,
): T | undefined {
  if (event.origin !== expectedOrigin) return undefined;
  const parsed = schema.safeParse(event.data);
  return parsed.success ? parsed.data : undefined;
}
