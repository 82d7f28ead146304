import type { Logger } from 'pino';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/database';
import type { Message, MessageSender } from './message';
import { outboxSender } from './outbox';
import { smsWebhookSender } from './sms-webhook';
import { smtpSender } from './smtp';

/**
 * The senders the configuration names: SMTP_URL for e-mail, SMS_WEBHOOK_URL for SMS, and the dev outbox (on with
 * the embedded database unless VITRINE_DEV_OUTBOX=off). A channel with neither is logged, without the text.
 */
export function messageSender(
  config: Pick<PlatformConfig, 'smtpUrl' | 'smtpFrom' | 'smsWebhookUrl' | 'devOutbox'>,
  db: Db,
  log: Pick<Logger, 'warn'>,
): MessageSender {
  const byChannel: Partial<Record<Message['channel'], MessageSender>> = {
    email: config.smtpUrl ? smtpSender(config.smtpUrl, config.smtpFrom) : undefined,
    sms: config.smsWebhookUrl ? smsWebhookSender(config.smsWebhookUrl) : undefined,
  };
  const outbox = config.devOutbox ? outboxSender(db) : undefined;
  return {
    async send(message) {
      const sender = byChannel[message.channel];
      if (!sender && !outbox) {
        // Neither the text nor the subject: both may carry the code.
        log.warn({ channel: message.channel }, 'message not sent: no sender is configured for its channel');
        return;
      }
      await Promise.all([sender?.send(message), outbox?.send(message)]);
    },
  };
}
