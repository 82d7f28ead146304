import { z } from 'zod';

/** A setting of a section, block or the theme's global schema, as the theme stores it. */
export const Setting = z.looseObject({
  id: z.string(),
  type: z.string(),
  label: z.string().optional(),
  default: z.unknown().optional(),
  options: z.array(z.looseObject({ value: z.string(), text: z.string() })).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().optional(),
  info: z.string().optional(),
  category: z.string().optional(),
});
export type Setting = z.infer<typeof Setting>;

const BlockSchema = z.object({
  type: z.string(),
  name: z.string().default(''),
  props: z.array(Setting).default([]),
});

export const SectionSchema = z.object({
  name: z.string(),
  label: z.string().default(''),
  props: z.array(Setting).default([]),
  blocks: z.array(BlockSchema).default([]),
});
export type SectionSchema = z.infer<typeof SectionSchema>;

type Doc = Record<string, unknown>;

/** The sections a theme offers; an entry the editor cannot read is left out rather than failing the editor. */
export function availableSections(theme: Doc): SectionSchema[] {
  const list = Array.isArray(theme.available_sections) ? theme.available_sections : [];
  return list.flatMap((entry) => {
    const parsed = SectionSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export function globalSchema(theme: Doc): Setting[] {
  const config = (theme.config ?? {}) as Doc;
  const props = ((config.global_schema ?? {}) as Doc).props;
  if (!Array.isArray(props)) return [];
  return props.flatMap((entry) => {
    const parsed = Setting.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
