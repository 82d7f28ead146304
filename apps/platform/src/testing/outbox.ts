import { outboxMessages } from '../messages/outbox';
import type { TestPlatform } from './harness';

/**
 * The newest message to a recipient once the dev outbox holds `count` of them: codes and links are sent after
 * the answer, so this waits, with a wide margin for a busy machine.
 */
export async function waitForMessage(platform: TestPlatform, to: string, count = 1, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await outboxMessages(platform.platform.services.db, to);
    if (messages.length >= count) return messages[0];
    if (Date.now() > deadline) throw new Error(`no message ${count} to ${to} reached the dev outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every message the outbox kept for a recipient, newest first. */
export function messagesTo(platform: TestPlatform, to: string) {
  return outboxMessages(platform.platform.services.db, to);
}
