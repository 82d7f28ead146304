import { useEffect } from 'react';
import { attributesOf, type InjectedTag, tagId } from './merchant-tags';

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
