import { useText } from '@vitrine/kit';
import { CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import type { PaymentOption } from './payment-modes';

/** What a pay-later option says of the shopper's eligibility (spec §4, §8): checking, approved or not. */
export function PayLaterSubtitle({ option }: { option: PaymentOption }) {
  const t = useText(CHECKOUT_EN_IN);
  if (!option.payLater) return null;
  const provider = option.choice.aggregator ?? '';
  const text =
    option.payLater === 'checking'
      ? t('checkout.payLater.checking', { provider })
      : option.payLater === 'refused'
        ? t('checkout.payLater.refused')
        : provider === 'Simpl'
          ? t('checkout.payLater.approvedSimpl')
          : t('checkout.payLater.approvedPotlee');
  return (
    <span className="payment-option__why" data-testid="pay-later-subtitle">
      {text}
    </span>
  );
}
