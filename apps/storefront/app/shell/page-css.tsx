import { createContext, useContext } from 'react';

/**
 * The CSS every page needs, which the server writes into <head> (entry.server.tsx provides it): no stylesheet
 * request stands between the HTML and the first paint. The browser build carries none of it: React keeps the
 * server's <style> (a style resource found by its href), so the bytes travel once, in the page.
 */
const PageCss = createContext('');

export const PageCssProvider = PageCss.Provider;

export function InlinePageCss() {
  const css = useContext(PageCss);
  return (
    <style href="vitrine-page" precedence="page">
      {css}
    </style>
  );
}
