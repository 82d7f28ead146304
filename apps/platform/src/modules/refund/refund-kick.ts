export interface RefundFilter {
  shipmentId?: string;
  orderId?: string;
}

type Runner = (filter: RefundFilter) => void;

/**
 * The refund runners of the platforms in this process (one in production; a test file may start several). A
 * refund owed inside a move's transaction is paid once that transaction ends: the runner waits on the shipment's
 * row lock first (refund-run.ts). A runner finding no such shipment in its own database does nothing.
 */
const runners = new Set<Runner>();

export function addRefundRunner(runner: Runner): () => void {
  runners.add(runner);
  return () => runners.delete(runner);
}

/** Runs the refunds owed for this shipment or order soon, outside the caller's transaction (fire and forget). */
export function kickRefunds(filter: RefundFilter): void {
  setImmediate(() => {
    if (held) return;
    for (const runner of runners) runner(filter);
  });
}

let held = false;

/** For tests: no runs start on their own (kicks and the background loop) until the returned release is called. */
export function holdRefundRuns(): () => void {
  held = true;
  return () => {
    held = false;
  };
}

export const refundRunsHeld = () => held;
