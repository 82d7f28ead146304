import { useEffect, useRef } from 'react';

const SCRIPT = /<script\b[\s\S]*?<\/script\s*>/gi;

/** The HTML without its scripts: what the server sends, so nothing the merchant wrote runs while rendering. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, '');
}

/** Runs the scripts inside `container` one after another (an external one finishes loading first), then `js`. */
export async function runScripts(container: HTMLElement, js: string | undefined): Promise<void> {
  for (const inert of [...container.querySelectorAll('script')]) {
    const script = document.createElement('script');
    for (const attribute of [...inert.attributes]) script.setAttribute(attribute.name, attribute.value);
    script.textContent = inert.textContent;
    const loaded = script.src
      ? new Promise<void>((resolve) => {
          script.onload = () => resolve();
          script.onerror = () => resolve();
        })
      : undefined;
    inert.replaceWith(script);
    if (loaded) await loaded;
  }
  if (js?.trim()) {
    const script = document.createElement('script');
    script.textContent = js;
    container.append(script);
  }
}

export interface CustomHtmlProps {
  html: string;
  css?: string;
  js?: string;
  className?: string;
  /** Attributes for the root, such as data-section. */
  rootProps?: Record<string, string>;
}

/**
 * Merchant-written HTML and CSS (custom pages, the custom-HTML section). The server render leaves the scripts
 * out; in the browser the HTML goes in whole and its scripts run in order, then the `js` block.
 */
export function CustomHtml({ html, css, js, className, rootProps }: CustomHtmlProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = root.current;
    if (!container || (!/<script\b/i.test(html) && !js?.trim())) return;
    container.innerHTML = html;
    runScripts(container, js).catch((error: Error) =>
      console.warn(`A custom HTML script failed: ${error.message}`),
    );
  }, [html, js]);
  return (
    <>
      {css?.trim() ? <style>{css}</style> : null}
      <div
        ref={root}
        className={className}
        {...rootProps}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: showing the merchant's own HTML is the point
        dangerouslySetInnerHTML={{ __html: withoutScripts(html) }}
      />
    </>
  );
}
