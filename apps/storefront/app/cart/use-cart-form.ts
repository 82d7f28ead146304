import { type FormEvent, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { showCartCount } from '../shell/cart-count';
import { ANSWER_AS_DATA, ANSWER_FIELD, type CartAnswer } from './cart-answer';

/** Marks a submit button that posts its form as a page, also with JavaScript (buy now leaves the page anyway). */
const AS_PAGE = 'data-as-page';

/**
 * A cart form: rendered as a plain `<form method="post">`, which works without JavaScript; with it, `onSubmit`
 * sends the same fields through a fetcher, asking for data instead of the page. `onAnswer` hears each answer
 * once; the header's count follows every answer that tells it.
 */
export function useCartForm(onAnswer?: (answer: CartAnswer, sent: FormData) => void) {
  const fetcher = useFetcher<CartAnswer>();
  const sent = useRef<FormData>(undefined);
  const heard = useRef<CartAnswer>(undefined);
  const listener = useRef(onAnswer);
  listener.current = onAnswer;
  // Heard as soon as the action answers, while the page's data is still reloading: a line removed by the change
  // is gone (and its form with it) once that is done.
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || answer === heard.current || !sent.current) return;
    heard.current = answer;
    if (answer.count !== undefined) showCartCount(answer.count);
    listener.current?.(answer, sent.current);
  }, [fetcher.data]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.hasAttribute(AS_PAGE)) return;
    event.preventDefault();
    const fields = new FormData(event.currentTarget, submitter);
    fields.set(ANSWER_FIELD, ANSWER_AS_DATA);
    sent.current = fields;
    fetcher.submit(fields, {
      method: 'post',
      action: event.currentTarget.getAttribute('action') ?? undefined,
    });
  };
  /** The fields on their way, for showing the change before it is made (a quantity, say). */
  const pending = fetcher.state === 'idle' ? undefined : fetcher.formData;
  return { onSubmit, busy: fetcher.state !== 'idle', pending, answer: fetcher.data };
}
