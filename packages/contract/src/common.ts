import { z } from 'zod';

/** Query value that arrives as text on the wire but may be given as a number by SDK callers. */
export function queryInt(min: number, max: number, label: string) {
  return z.union([z.number(), z.string()]).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^-?\d+$/.test(v.trim()) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a whole number from ${min} to ${max}` });
      return z.NEVER;
    }
    return n;
  });
}

export function queryNumber(label: string) {
  return z.union([z.number(), z.string()]).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(v);
    if (v === '' || !Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
      return z.NEVER;
    }
    return n;
  });
}

export function queryBool(label: string) {
  return z.union([z.boolean(), z.string()]).transform((v, ctx) => {
    if (typeof v === 'boolean') return v;
    if (v === 'true') return true;
    if (v === 'false') return false;
    ctx.addIssue({ code: 'custom', message: `${label} must be true or false` });
    return z.NEVER;
  });
}

export function queryText(max: number, label: string) {
  return z.string().max(max, `${label} must be at most ${max} characters`);
}

export const slugParam = z
  .string()
  .min(1, 'slug is required')
  .max(200, 'slug must be at most 200 characters');

/** Empty path parameters: an endpoint without placeholders. */
export const noParams = z.object({});
export const noQuery = z.strictObject({});

// ——— response building blocks (loose: extra keys are allowed, as the platform's models allow them) ———

export const Action = z.looseObject({
  type: z.string().optional(),
  page: z
    .looseObject({
      type: z.string().optional(),
      query: z.record(z.string(), z.array(z.string())).optional(),
      params: z.record(z.string(), z.array(z.string())).optional(),
      url: z.string().optional(),
    })
    .optional(),
  popup: z.looseObject({}).optional(),
});
/** An in-app action (navigation entries, banners, suggestions) as the API sends it. */
export type PageAction = z.output<typeof Action>;

export const Media = z.looseObject({
  url: z.string(),
  type: z.string().optional(),
  alt: z.string().optional(),
  meta: z.looseObject({}).optional(),
});

export const ImageUrls = z.looseObject({
  portrait: Media.optional(),
  landscape: Media.optional(),
});

export const Page = z.looseObject({
  type: z.enum(['number', 'cursor']),
  current: z.number().optional(),
  size: z.number().optional(),
  item_total: z.number().optional(),
  has_next: z.boolean().optional(),
  has_previous: z.boolean().optional(),
  next_id: z.string().optional(),
});

export const SuccessMessage = z.looseObject({
  success: z.boolean().optional(),
  message: z.string().optional(),
});

export const CustomMeta = z.array(z.looseObject({ key: z.string(), value: z.string() }));
