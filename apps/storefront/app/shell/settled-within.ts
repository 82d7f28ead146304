/** A value that was ready in time, or the promise of it, to stream later. */
export type ReadyOrLater<T> = { ready: true; value: T } | { ready: false; later: Promise<T> };

/**
 * Whether `promise` settles within `ms`: with its value, or with the promise itself for the page to stream
 * later (wrapped, since an awaited promise would be waited for). Data that is ready by the time the page renders
 * goes into it directly: a deferred part costs a fallback, a second render of its boundary and another
 * compressed, flushed write (about 2.5 ms of CPU per product page with both related lists, bench), and a
 * shopper gains nothing by getting it separately. `promise` must not reject (wrap it with orNothing).
 */
export async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<ReadyOrLater<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<ReadyOrLater<T>>((resolve) => {
    timer = setTimeout(resolve, ms, { ready: false, later: promise });
  });
  const first = await Promise.race([promise.then((value) => ({ ready: true as const, value })), deadline]);
  clearTimeout(timer);
  return first;
}

/** The value when it was ready, else its promise: what a loader returns for a part that may stream. */
export const valueOrLater = <T>(part: ReadyOrLater<T>): T | Promise<T> =>
  part.ready ? part.value : part.later;
