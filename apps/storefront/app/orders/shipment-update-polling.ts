/** The spec's words when a shipment update has not settled after every poll (§8 "Update polling timeout"). */
export const UPDATE_TAKING_LONGER =
  "It is taking little longer than expected. We'll notify you when its done.";
/** At most this many polls after an update (§9 "Polling: max 6 tries, backoff 2^n seconds, cap 8 s"). */
export const MAX_UPDATE_POLLS = 6;
const WAIT_CAP_MS = 8_000;

/** The wait before poll `n` (from 0): 2^n seconds, never more than 8. */
export const pollWaitMs = (n: number) => Math.min(2 ** n * 1000, WAIT_CAP_MS);

export type PollResult<S> = { status: 200; shipment: S } | { status: 202; message: string };

interface PollOptions<S> {
  /** Reads the shipment again (getShipmentById). */
  read: () => Promise<S>;
  /** Its total bag quantity now. */
  quantityOf: (shipment: S) => number;
  /** The total bag quantity the shipment keeps once the update has been applied. */
  expected: number;
  sleep?: (ms: number) => Promise<void>;
}

const isNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 404;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After a shipment update (spec §4): polls the shipment until its total bag quantity is the expected remaining
 * quantity, waiting 2^n s (capped at 8 s) before each of at most 6 polls. A 404 meanwhile is ignored (the
 * shipment may be between states); any other failure is thrown. If it never settles the answer is 202 with the
 * spec's message.
 */
export async function pollUntilSettled<S>({
  read,
  quantityOf,
  expected,
  sleep = wait,
}: PollOptions<S>): Promise<PollResult<S>> {
  for (let n = 0; n < MAX_UPDATE_POLLS; n++) {
    await sleep(pollWaitMs(n));
    try {
      const shipment = await read();
      if (quantityOf(shipment) === expected) return { status: 200, shipment };
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  return { status: 202, message: UPDATE_TAKING_LONGER };
}
