import type { content, EndpointResponse } from '@vitrine/contract';

/** A merchant's tag: CSS or JS, inline or from a URL, placed in the head or body. */
export type InjectedTag = NonNullable<EndpointResponse<typeof content.getTags>['tags']>[number];

export type TagPosition = 'head' | 'body-top' | 'body-bottom';

/** Tags for one place on one theme page: those listing no pages apply to every page. */
export function tagsFor(
  tags: InjectedTag[] | undefined,
  position: TagPosition,
  pageType: string,
): InjectedTag[] {
  return (tags ?? []).filter((tag) => {
    if ((tag.position ?? 'head') !== position) return false;
    if (tag.type !== 'js' && tag.type !== 'css') return false;
    if (tag.sub_type === 'external' ? !tag.url : !tag.content) return false;
    const pages = Array.isArray(tag.pages) ? tag.pages : [];
    return (
      pages.length === 0 ||
      pages.some(
        (page: unknown) =>
          typeof page === 'object' && page !== null && 'page_slug' in page && page.page_slug === pageType,
      )
    );
  });
}

/** The tag's own attributes (text, or on/off for boolean ones such as async) under names HTML allows, no handlers. */
export function attributesOf(tag: InjectedTag): Record<string, string | boolean> {
  const attributes = tag.attributes && typeof tag.attributes === 'object' ? tag.attributes : {};
  const out: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (!/^[a-z][a-z0-9-]*$/i.test(name) || /^on/i.test(name) || typeof value === 'object') continue;
    out[name] = typeof value === 'boolean' ? value : String(value);
  }
  return out;
}

export const tagId = (tag: InjectedTag, index: number) => tag._id ?? `tag-${index}`;
