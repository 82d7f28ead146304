import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_UPDATE_POLLS,
  pollUntilSettled,
  pollWaitMs,
  UPDATE_TAKING_LONGER,
} from './shipment-update-polling';

const notFound = Object.assign(new Error('Shipment not found'), { code: 404 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A shipment read that answers each quantity (or failure) in turn, noting when it was read. */
function reads(...answers: (number | Error)[]) {
  const at: number[] = [];
  const start = Date.now();
  const read = vi.fn(async () => {
    at.push(Date.now() - start);
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    return { quantity: next as number };
  });
  return { read, at };
}

describe('polling after a shipment update', () => {
  it('waits 2^n seconds before each poll, never more than 8', () => {
    expect([0, 1, 2, 3, 4, 5].map(pollWaitMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('stops as soon as the shipment holds the expected quantity', async () => {
    const { read, at } = reads(4, 4, 1);
    const result = pollUntilSettled({ read, quantityOf: (s) => s.quantity, expected: 1 });
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ status: 200, shipment: { quantity: 1 } });
    expect(at).toEqual([1000, 3000, 7000]);
  });

  it('ignores a 404 meanwhile', async () => {
    const { read } = reads(notFound, notFound, 2);
    const result = pollUntilSettled({ read, quantityOf: (s) => s.quantity, expected: 2 });
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ status: 200 });
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('gives up after 6 polls with the spec’s 202 message', async () => {
    const { read, at } = reads(4);
    const result = pollUntilSettled({ read, quantityOf: (s) => s.quantity, expected: 1 });
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ status: 202, message: UPDATE_TAKING_LONGER });
    expect(read).toHaveBeenCalledTimes(MAX_UPDATE_POLLS);
    expect(at).toEqual([1000, 3000, 7000, 15000, 23000, 31000]);
    expect(UPDATE_TAKING_LONGER).toBe(
      "It is taking little longer than expected. We'll notify you when its done.",
    );
  });

  it('throws any other failure', async () => {
    const { read } = reads(Object.assign(new Error('down'), { code: 503 }));
    const result = pollUntilSettled({ read, quantityOf: (s) => s.quantity, expected: 1 });
    const settled = expect(result).rejects.toThrow('down');
    await vi.runAllTimersAsync();
    await settled;
  });
});
