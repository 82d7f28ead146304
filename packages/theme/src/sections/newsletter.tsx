import type { SectionComponentProps } from '@vitrine/kit';
import { type FormEvent, useId, useState } from 'react';
import { text } from './props';

/**
 * The sign-up form only thanks the shopper in the browser: the platform has no newsletter list to send to yet,
 * so nothing leaves the page.
 */
export default function Newsletter({ props }: SectionComponentProps<undefined>) {
  const [subscribed, setSubscribed] = useState(false);
  const inputId = useId();
  const title = text(props.title);
  const subtitle = text(props.subtitle);
  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubscribed(true);
  };
  return (
    <section className="section newsletter" data-section="newsletter">
      {title ? <h2>{title}</h2> : null}
      {subtitle ? <p>{subtitle}</p> : null}
      {subscribed ? (
        <p className="newsletter__thanks" role="status">
          Thanks for subscribing
        </p>
      ) : (
        <form className="newsletter__form" onSubmit={subscribe}>
          <label className="visually-hidden" htmlFor={inputId}>
            E-mail address
          </label>
          <input
            id={inputId}
            type="email"
            name="email"
            required
            placeholder="Your e-mail address"
            autoComplete="email"
          />
          <button className="button button--primary" type="submit">
            Subscribe
          </button>
        </form>
      )}
    </section>
  );
}
