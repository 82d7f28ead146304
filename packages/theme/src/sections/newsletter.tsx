import type { SectionComponentProps } from '@vitrine/kit';
import { useText } from '@vitrine/kit';
import { SHARE_EN_IN } from '@vitrine/kit/account-texts';
import {
  NEWSLETTER_ANSWER_KEY,
  NEWSLETTER_ANSWERS,
  NEWSLETTER_PATH,
  type NewsletterAnswer,
} from '@vitrine/kit/newsletter';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { text } from './props';

const MESSAGES = {
  subscribed: 'newsletter.thanks',
  invalid: 'newsletter.invalid',
  busy: 'newsletter.busy',
  failed: 'newsletter.failed',
} as const satisfies Record<NewsletterAnswer, keyof typeof SHARE_EN_IN>;

/**
 * A plain form post to the storefront's /newsletter, which subscribes the signed-in shopper (their e-mail
 * consent) or the visitor's address, then brings them back here with the answer in the query.
 */
export default function Newsletter({ props }: SectionComponentProps<undefined>) {
  const t = useText(SHARE_EN_IN);
  const location = useLocation();
  const inputId = useId();
  const title = text(props.title);
  const subtitle = text(props.subtitle);
  const query = new URLSearchParams(location.search);
  const raw = query.get(NEWSLETTER_ANSWER_KEY);
  const answer = NEWSLETTER_ANSWERS.find((known) => known === raw);
  query.delete(NEWSLETTER_ANSWER_KEY);
  const from = `${location.pathname}${query.size > 0 ? `?${query}` : ''}`;
  return (
    <section className="section newsletter" data-section="newsletter" id="newsletter">
      {title ? <h2>{title}</h2> : null}
      {subtitle ? <p>{subtitle}</p> : null}
      {answer === 'subscribed' ? (
        <p className="newsletter__thanks" role="status">
          {t(MESSAGES.subscribed)}
        </p>
      ) : (
        <form className="newsletter__form" method="post" action={NEWSLETTER_PATH}>
          <input type="hidden" name="from" value={from} />
          <label className="visually-hidden" htmlFor={inputId}>
            {t('newsletter.email')}
          </label>
          <input
            id={inputId}
            type="email"
            name="email"
            required
            placeholder={t('newsletter.placeholder')}
            autoComplete="email"
          />
          <button className="button button--primary" type="submit">
            {t('newsletter.subscribe')}
          </button>
          {answer ? (
            <p className="newsletter__error" role="alert">
              {t(MESSAGES[answer])}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
