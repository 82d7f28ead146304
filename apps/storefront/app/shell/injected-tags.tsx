import { useEffect } from 'react';

/** A merchant's tag (TagsSchema.tags[]): CSS or JS, inline or from a URL, placed in the head or body. */
export interface InjectedTag {
  _id?: string;
  type?: string;
  sub_type?: string;
  position?: string;
  url?: string;
  content?: string;
  attributes?: unknown;
  pages?: unknown[];
}

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
        (page) =>
          typeof page === 'object' && page !== null && 'page_slug' in page && page.page_slug === pageType,
      )
    );
  });
}

/** The tag's own attributes (text, or on/off for boolean ones such as async) under names HTML allows, no handlers. */
function attributesOf(tag: InjectedTag): Record<string, string | boolean> {
  const attributes = tag.attributes && typeof tag.attributes === 'object' ? tag.attributes : {};
  const out: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (!/^[a-z][a-z0-9-]*$/i.test(name) || /^on/i.test(name) || typeof value === 'object') continue;
    out[name] = typeof value === 'boolean' ? value : String(value);
  }
  return out;
}

const tagId = (tag: InjectedTag, index: number) => tag._id ?? `tag-${index}`;

/** The tags as elements. Scripts React adds after hydration do not run; `RunInjectedScripts` runs those. */
export function InjectedTags({ tags }: { tags: InjectedTag[] }) {
  return tags.map((tag, index) => {
    const id = tagId(tag, index);
    const attributes = attributesOf(tag);
    if (tag.type === 'css') {
      return tag.sub_type === 'external' ? (
        <link key={id} rel="stylesheet" href={tag.url} data-tag-id={id} {...attributes} />
      ) : (
        <style key={id} data-tag-id={id} dangerouslySetInnerHTML={{ __html: tag.content ?? '' }} />
      );
    }
    return tag.sub_type === 'external' ? (
      <script key={id} src={tag.url} data-tag-id={id} {...attributes} />
    ) : (
      <script
        key={id}
        data-tag-id={id}
        {...attributes}
        dangerouslySetInnerHTML={{ __html: tag.content ?? '' }}
      />
    );
  });
}

/** Ids of the scripts that have run: the server-rendered ones ran as the page loaded. */
let ran: Set<string> | undefined;

/** Runs, once each, the page's script tags that arrived with a client-side navigation. */
export function RunInjectedScripts({ tags }: { tags: InjectedTag[] }) {
  useEffect(() => {
    ran ??= new Set(
      [...document.querySelectorAll('script[data-tag-id]')].map((s) => s.getAttribute('data-tag-id') ?? ''),
    );
    tags.forEach((tag, index) => {
      const id = tagId(tag, index);
      if (tag.type !== 'js' || ran?.has(id)) return;
      ran?.add(id);
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attributesOf(tag))) {
        if (value !== false) script.setAttribute(name, value === true ? '' : value);
      }
      if (tag.sub_type === 'external' && tag.url) script.src = tag.url;
      else script.textContent = tag.content ?? '';
      script.dataset.tagRun = id;
      (tag.position === 'head' ? document.head : document.body).append(script);
    });
  }, [tags]);
  return null;
}
