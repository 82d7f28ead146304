import { useText } from '@vitrine/kit';
import { useActionData } from 'react-router';
import { isCartAnswer } from '../cart/cart-answer';
import { addedToCart } from '../cart/cart-events';
import { useCartForm } from '../cart/use-cart-form';
import { trackEvent } from '../shell/analytics';
import { useToast } from '../shell/toast';

export interface CartProduct {
  uid: number;
  slug: string;
  name: string;
  brand?: string;
  /** The chosen size, if any: from the address (`?size=`), or the only size there is. */
  size?: string;
  /** The chosen size's price, for analytics. */
  price?: number;
}

/**
 * 'Add to cart' and 'Buy now': one plain form post to the product page's action, so the same for every visitor
 * and working without JavaScript (adding goes on to the bag). With JavaScript, adding stays on the page, says
 * so in a toast and updates the header's count; buying now always leaves for checkout (or sign-in first).
 */
export function AddToCart({ product }: { product: CartProduct }) {
  const t = useText();
  const { toast, showToast } = useToast();
  const { onSubmit, busy } = useCartForm((heard) => {
    if (heard.problem === 'size') return showToast(t('product.chooseSize'));
    showToast(heard.message);
    if (heard.ok) trackEvent('add_to_cart', addedToCart(product));
  });
  // Without JavaScript a refusal comes back as the page's action data; with it, in the toast.
  const pageAnswer = useActionData();
  const refused = isCartAnswer(pageAnswer) && !pageAnswer.ok ? pageAnswer : undefined;
  const problem = refused?.problem === 'size' ? t('product.chooseSize') : (refused?.message ?? '');
  return (
    <form method="post" className="add-to-cart" onSubmit={onSubmit} data-testid="add-to-cart-form">
      <input type="hidden" name="item_id" value={product.uid} />
      {product.size ? <input type="hidden" name="size" value={product.size} /> : null}
      <div className="add-to-cart__buttons">
        <button
          type="submit"
          name="intent"
          value="add-to-cart"
          className="button button--primary"
          disabled={busy}
          data-testid="add-to-cart"
        >
          {busy ? t('product.adding') : t('product.addToCart')}
        </button>
        <button
          type="submit"
          name="intent"
          value="buy-now"
          className="button button--ghost"
          data-as-page
          data-testid="buy-now"
        >
          {t('product.buyNow')}
        </button>
      </div>
      {problem ? (
        <p className="add-to-cart__problem" role="alert" data-testid="add-to-cart-problem">
          {problem}
        </p>
      ) : null}
      {toast}
    </form>
  );
}
