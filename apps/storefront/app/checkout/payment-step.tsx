import { formatPrice, useText } from '@vitrine/kit';
import { CHECKOUT_EN_IN } from '@vitrine/kit/account-texts';
import { Form } from 'react-router';
import { PayLaterSubtitle } from './pay-later-subtitle';
import type { PaymentOption } from './payment-modes';
import { StepRefusal, useRefusal, useSending } from './step-refusal';

/**
 * Choosing how to pay: the shop's modes as radios, each with its fee; a mode this cart cannot use is shown
 * greyed with the platform's reason. A plain form post to this page, which goes on to review or comes back with
 * the reason (a coupon that holds only for other modes, with the way back to the cart).
 */
export function PaymentStep({
  options,
  preselected,
  currencySymbol,
}: {
  options: PaymentOption[];
  preselected: string | undefined;
  currencySymbol: string;
}) {
  const t = useText(CHECKOUT_EN_IN);
  const refusal = useRefusal('select-payment');
  const sending = useSending('select-payment');
  return (
    <Form method="post" className="payment-choice" data-testid="payment-choice">
      <input type="hidden" name="intent" value="select-payment" />
      <fieldset className="payment-choice__list">
        <legend className="visually-hidden">{t('checkout.paymentTitle')}</legend>
        {options.map((option) => {
          const why = `payment-why-${option.key}`;
          return (
            <label
              key={option.key}
              className={option.disabled ? 'payment-option payment-option--disabled' : 'payment-option'}
              data-testid="payment-option"
              data-mode={option.mode}
              data-aggregator={option.choice.aggregator}
            >
              <input
                type="radio"
                name="payment_mode"
                value={option.key}
                defaultChecked={option.key === preselected}
                disabled={option.disabled}
                aria-describedby={option.disabled && option.message ? why : undefined}
              />
              <span className="payment-option__body">
                <span className="payment-option__name">{option.display}</span>
                <span className="payment-option__fee">
                  {option.fee > 0
                    ? t('checkout.fee', { fee: formatPrice(option.fee, currencySymbol) })
                    : t('checkout.noFee')}
                </span>
                <PayLaterSubtitle option={option} />
                {option.disabled && option.message ? (
                  <span id={why} className="payment-option__why" data-testid="payment-option-why">
                    {option.message}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </fieldset>
      <StepRefusal refusal={refusal} />
      <button
        type="submit"
        className="button button--primary checkout__next"
        disabled={sending}
        data-testid="continue-to-review"
      >
        {t('checkout.continue')}
      </button>
    </Form>
  );
}
