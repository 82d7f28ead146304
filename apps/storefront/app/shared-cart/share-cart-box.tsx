import { useText } from '@vitrine/kit';
import { CART_EN_IN } from '@vitrine/kit/account-texts';
import { useEffect, useId, useRef, useState } from 'react';
import { useActionData } from 'react-router';
import { isCartAnswer } from '../cart/cart-answer';
import { BAG_PATH } from '../cart/cart-paths';
import { useCartForm } from '../cart/use-cart-form';
import { SHARE_INTENT } from './shared-cart-paths';

/**
 * The bag's "Share cart": a plain form post that makes a link to the cart and shows it, as selectable text, with
 * a Copy button where the browser lets a page write to the clipboard. Without JavaScript the bag comes back with
 * the link in it.
 */
export function ShareCartBox({ showToast }: { showToast: (text: string) => void }) {
  const t = useText(CART_EN_IN);
  const id = useId();
  const link = useRef<HTMLInputElement>(null);
  const { onSubmit, busy, answer } = useCartForm();
  // Without JavaScript the answer is the page's action data.
  const pageAnswer = useActionData();
  const heard = answer ?? (isCartAnswer(pageAnswer) ? pageAnswer : undefined);
  const shared = heard?.intent === SHARE_INTENT ? heard : undefined;
  const shareUrl = shared?.ok ? shared.shareUrl : undefined;
  const problem =
    shared && !shared.ok ? (shared.problem === 'token' ? t('cart.noShareToken') : shared.message) : '';
  // Known only in the browser, after hydration: the server's page has no Copy button, nor one that cannot work.
  const [canCopy, setCanCopy] = useState(false);
  useEffect(() => setCanCopy(typeof navigator.clipboard?.writeText === 'function'), []);
  const copy = async () => {
    if (!shareUrl) return;
    try {
      await navigator.clipboard.writeText(shareUrl);
      showToast(t('cart.linkCopied'));
    } catch {
      // Refused (no permission, a page without focus): the link is selected for the shopper to copy.
      link.current?.focus();
      link.current?.select();
    }
  };
  return (
    <section className="share-cart" aria-label={t('cart.share')} data-testid="share-cart-box">
      <form method="post" action={BAG_PATH} onSubmit={onSubmit}>
        <input type="hidden" name="intent" value={SHARE_INTENT} />
        <button
          type="submit"
          className="button button--ghost share-cart__button"
          disabled={busy}
          data-testid="share-cart"
        >
          {t('cart.share')}
        </button>
      </form>
      {shareUrl ? (
        <div className="share-cart__link" data-testid="share-link">
          <label htmlFor={`${id}-link`}>{t('cart.shareLink')}</label>
          <div className="share-cart__row">
            <input
              id={`${id}-link`}
              ref={link}
              value={shareUrl}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              data-testid="share-url"
            />
            {canCopy ? (
              <button
                type="button"
                className="button button--primary"
                onClick={copy}
                data-testid="copy-share-url"
              >
                {t('cart.copyLink')}
              </button>
            ) : null}
          </div>
          <p className="share-cart__hint">{t('cart.shareHint')}</p>
        </div>
      ) : null}
      {problem ? (
        <p className="bag__problem" role="alert" data-testid="share-error">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
