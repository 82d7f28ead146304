import { attributesOf, type InjectedTag, tagId } from './merchant-tags';

/** Ids of the scripts that have run on this page load. */
let ran: Set<string> | undefined;

/**
 * Runs each script tag not run yet on this page load (scripts React adds to the page never run by themselves);
 * `loadedWithPage` are those the server sent, which ran as the page loaded.
 */
export function runInjectedScripts(tags: InjectedTag[], loadedWithPage: string[]): void {
  ran ??= new Set(loadedWithPage);
  tags.forEach((tag, index) => {
    const id = tagId(tag, index);
    if (ran?.has(id)) return;
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
}
