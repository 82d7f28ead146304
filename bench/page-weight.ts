import { gzipSync } from 'node:zlib';

/** The JavaScript files a page loads at start: module preloads, module scripts and inline `import(...)`s. */
function scriptUrls(html: string, pageUrl: string): string[] {
  const found = new Set<string>();
  const add = (href: string) => found.add(new URL(href, pageUrl).toString());
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (/\brel=["']?modulepreload/i.test(tag)) {
      const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1];
      if (href) add(href);
    }
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\bsrc=["']([^"']+)["']/i.exec(match[1])?.[1];
    if (src) add(src);
    for (const imported of match[2].matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+\.m?js)["']/g))
      add(imported[1]);
  }
  return [...found];
}

export interface PageWeight {
  files: { url: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

/** Static imports of a module (`import"./a.js"`, `from"./b.js"`); dynamic `import()` loads later, on demand. */
function staticImports(code: string, moduleUrl: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.m?js)["']/g)].map((m) =>
    new URL(m[1], moduleUrl).toString(),
  );
}

/** Fetches every script a page loads at start (following static imports) and sums their gzip sizes. */
export async function javascriptWeight(pageUrl: string): Promise<PageWeight> {
  const response = await fetch(pageUrl);
  if (!response.ok) throw new Error(`GET ${pageUrl} → ${response.status}`);
  const html = await response.text();
  const files = [];
  const queue = scriptUrls(html, pageUrl);
  const seen = new Set(queue);
  while (queue.length > 0) {
    const url = queue.shift() as string;
    const scriptResponse = await fetch(url);
    const type = scriptResponse.headers.get('content-type') ?? '';
    if (!scriptResponse.ok || !/javascript/.test(type)) {
      // A rebuild while the benchmark runs replaces the hashed files the page named.
      throw new Error(
        `GET ${url} → ${scriptResponse.status} ${type}: not the page's script (was it rebuilt?)`,
      );
    }
    const script = Buffer.from(await scriptResponse.arrayBuffer());
    files.push({ url, bytes: script.length, gzipBytes: gzipSync(script, { level: 9 }).length });
    for (const imported of staticImports(script.toString('utf8'), url)) {
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
