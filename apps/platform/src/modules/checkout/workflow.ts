/**
 * A business operation as named steps, each with its undo. Run in order; when one fails, the steps already done
 * are undone in reverse and the failure goes on. Inside one database transaction a rollback undoes them too; the
 * undos are what an order that is later abandoned or cancelled runs to give back what it took.
 */
export interface Step<Context extends Taken, Taken = Context> {
  name: string;
  run(context: Context): Promise<void>;
  /** Needs only what is known of the operation afterwards (a stored order), not everything its run had. */
  undo(context: Taken): Promise<void>;
}

export async function runSteps<Context extends Taken, Taken>(
  steps: readonly Step<Context, Taken>[],
  context: Context,
): Promise<void> {
  const done: Step<Context, Taken>[] = [];
  for (const step of steps) {
    try {
      await step.run(context);
    } catch (error) {
      for (const finished of done.reverse()) await finished.undo(context);
      throw error;
    }
    done.push(step);
  }
}

/** Undoes every step, last first: for an order given up after it was placed. */
export async function undoSteps<Taken>(
  steps: readonly Step<Taken, Taken>[] | readonly Step<never, Taken>[],
  context: Taken,
): Promise<void> {
  for (const step of [...steps].reverse()) await step.undo(context);
}
