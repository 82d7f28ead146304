/** The storefront's newsletter form: where it posts, and the query key the answer comes back under. */
export const NEWSLETTER_PATH = '/newsletter';
export const NEWSLETTER_ANSWER_KEY = 'newsletter';
export const NEWSLETTER_ANSWERS = ['subscribed', 'invalid', 'busy', 'failed'] as const;
export type NewsletterAnswer = (typeof NEWSLETTER_ANSWERS)[number];
