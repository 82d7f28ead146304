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

/** The tags as elements. Scripts React adds after hydration do not run; `RunInjectedScripts` runs those. */
export function InjectedTags({ tags }: { tags: InjectedTag[] }) {
  return tags.map((tag, index) => {
    const id = tagId(tag, index);
    const attributes = attributesOf(tag);
    if (tag.type === 'css') {
      return tag.sub_type === 'external' ? (
        <link key={id} rel="stylesheet" href={tag.url} data-tag-id={id} {...attributes} />
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the merchant's own tag, placed as written
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
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the merchant's own script tag, placed as written
        dangerouslySetInnerHTML={{ __html: tag.content ?? '' }}
      />
    );
  });
}

/** Ids of the script tags the server sent with the page: the browser ran those as it loaded. */
let loadedWithPage: string[] | undefined;

/** Runs, once each, the page's script tags that arrived with a client-side navigation (code loaded when needed). */
export function RunInjectedScripts({ tags }: { tags: InjectedTag[] }) {
  const scripts = tags.filter((tag) => tag.type === 'js');
  const key = scripts.map((tag, index) => tagId(tag, index)).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scripts change exactly when their ids do
  useEffect(() => {
    // The first run follows hydration, before any navigation has added inert copies.
    loadedWithPage ??= [...document.querySelectorAll('script[data-tag-id]')].map(
      (script) => script.getAttribute('data-tag-id') ?? '',
    );
    const alreadyRan = loadedWithPage;
    if (scripts.length > 0)
      import('./run-injected-scripts').then((module) => module.runInjectedScripts(scripts, alreadyRan));
  }, [key]);
  return null;
}
