/** A text for one shopper: a one-time code or a link, by e-mail or SMS. */
export interface Message {
  applicationId: string;
  channel: 'email' | 'sms';
  /** An e-mail address, or a phone number with its country code (`+919876543210`). */
  to: string;
  subject: string;
  text: string;
  /** The code or link the text carries, kept apart for the dev outbox (never logged). */
  code?: string;
  link?: string;
}

/** Sends messages; each channel has one real sender (SMTP, an SMS webhook), and the dev outbox may keep a copy. */
export interface MessageSender {
  send(message: Message): Promise<void>;
}
