import type { Services } from '../../http/context';
import { addRefundRunner, refundRunsHeld } from './refund-kick';
import { runPendingRefunds } from './refund-run';

/** How often unpaid refunds are tried again: a gateway that was down, a shopper who has since named an account. */
const EVERY_MS = 15_000;

/**
 * Pays refunds in this process: those owed by a move as soon as it commits, and every 15 seconds whatever is
 * still unpaid. Returns how to stop.
 */
export function runRefundsInBackground(services: Services): () => void {
  const run = (filter?: { shipmentId?: string }) =>
    runPendingRefunds(services, filter)
      .then((refunded) => {
        if (refunded > 0) services.log.info({ refunded }, 'refunds paid back through the gateway');
      })
      .catch((error) => services.log.warn({ err: error }, 'refunds not run this time'));
  const removeRunner = addRefundRunner((filter) => void run(filter));
  const timer = setInterval(() => {
    if (!refundRunsHeld()) void run();
  }, EVERY_MS);
  timer.unref();
  return () => {
    removeRunner();
    clearInterval(timer);
  };
}
