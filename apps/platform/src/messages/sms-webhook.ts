import type { MessageSender } from './message';

const TIMEOUT_MS = 10_000;

/**
 * SMS through a gateway's webhook: a JSON POST of `{ to, text, application_id }` to SMS_WEBHOOK_URL (a secret the
 * gateway needs can ride in the URL). Any answer but 2xx is a failure.
 */
export function smsWebhookSender(url: string): MessageSender {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, text: message.text, application_id: message.applicationId }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}
