import { describe, expect, it } from 'vitest';
import { runSteps, type Step, undoSteps } from './workflow';

const recorder = () => {
  const log: string[] = [];
  const step = (name: string, fail = false): Step<unknown> => ({
    name,
    run: async () => {
      if (fail) throw new Error(`${name} failed`);
      log.push(`run ${name}`);
    },
    undo: async () => {
      log.push(`undo ${name}`);
    },
  });
  return { log, step };
};

describe('steps with undos', () => {
  it('runs every step in order when none fails', async () => {
    const { log, step } = recorder();
    await runSteps([step('reserve'), step('coupon'), step('write')], {});
    expect(log).toEqual(['run reserve', 'run coupon', 'run write']);
  });

  it('undoes the finished steps in reverse when one fails, and passes the failure on', async () => {
    const { log, step } = recorder();
    await expect(
      runSteps([step('reserve'), step('coupon'), step('write', true), step('close')], {}),
    ).rejects.toThrow('write failed');
    expect(log).toEqual(['run reserve', 'run coupon', 'undo coupon', 'undo reserve']);
  });

  it('undoes all steps last first', async () => {
    const { log, step } = recorder();
    await undoSteps([step('reserve'), step('coupon')], {});
    expect(log).toEqual(['undo coupon', 'undo reserve']);
  });
});
