import { createTransport } from 'nodemailer';
import type { MessageSender } from './message';

/** E-mail through the SMTP server SMTP_URL names (`smtp://user:pass@host:587`, `smtps://…` for TLS from the start). */
export function smtpSender(url: string, from: string): MessageSender {
  const transport = createTransport(url);
  return {
    async send(message) {
      if (message.channel !== 'email') throw new Error('SMTP sends e-mail only');
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
