/** Small immutable list edits shared by sections and blocks. */

export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length || to < 0 || to >= items.length) return items;
  const next = items.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export function replaceItem<T>(items: T[], index: number, update: (item: T) => T): T[] {
  if (index < 0 || index >= items.length) return items;
  return items.map((item, i) => (i === index ? update(item) : item));
}

export function removeItem<T>(items: T[], index: number): T[] {
  if (index < 0 || index >= items.length) return items;
  return items.filter((_, i) => i !== index);
}

/** Where a marked item (the selection) ends up after the item at `from` moved to `to`. */
export function followMove(marked: number | null, from: number, to: number): number | null {
  if (marked === null) return null;
  if (marked === from) return to;
  if (from < marked && marked <= to) return marked - 1;
  if (to <= marked && marked < from) return marked + 1;
  return marked;
}
