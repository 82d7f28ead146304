import { useText } from '@vitrine/kit';
import { CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import { Link, useActionData, useNavigation } from 'react-router';
import { BAG_PATH } from '../cart/cart-paths';
import { type CheckoutRefusal, isCheckoutRefusal } from './checkout-forms';

/** The page's refusal of a checkout form (`intents`), if the last one sent was one of them. */
export function useRefusal(...intents: string[]): CheckoutRefusal | undefined {
  const answer = useActionData();
  return isCheckoutRefusal(answer) && intents.includes(answer.intent) ? answer : undefined;
}

/** Whether a checkout form of `intent` is on its way (its button waits, so a second click sends nothing). */
export function useSending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

/** Why a step could not go on, as the platform says it, and the way back to the cart when it must change there. */
export function StepRefusal({ refusal }: { refusal: CheckoutRefusal | undefined }) {
  const t = useText(CHECKOUT_EN_IN);
  if (!refusal?.message) return null;
  return (
    <div className="checkout__refusal" role="alert">
      <p data-testid="checkout-error">{refusal.message}</p>
      {refusal.mendInBag ? (
        <Link to={BAG_PATH} className="checkout__mend" data-testid="mend-in-bag">
          {t('checkout.mendInBag')}
        </Link>
      ) : null}
    </div>
  );
}
