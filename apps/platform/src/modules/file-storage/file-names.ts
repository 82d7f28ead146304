/**
 * A file name safe to keep and to put in an address and a Content-Disposition header: the last path segment
 * only (no folders, no absolute paths, no `..`), without control characters, with anything outside a small
 * alphabet replaced, and never empty or hidden.
 */
export function safeFileName(given: string): string {
  const lastSegment = given.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFKC')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .replace(/-+/g, '-')
    .slice(-100);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : 'file';
}
