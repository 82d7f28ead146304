import { Form } from 'react-router';
import type { BeneficiaryView } from './refund-view';

/** The shopper's refund accounts, the default one chosen; picking another makes it the default. */
export function RefundBeneficiaries(props: {
  beneficiaries: BeneficiaryView[];
  busy: boolean;
  error?: string;
}) {
  const { beneficiaries, busy, error } = props;
  if (beneficiaries.length === 0) return null;
  const chosen = beneficiaries.find((beneficiary) => beneficiary.isDefault)?.id;
  return (
    <Form method="post" className="refund-accounts" data-testid="refund-accounts">
      <fieldset>
        <legend>Refund to</legend>
        {beneficiaries.map((beneficiary) => (
          <label key={beneficiary.id} className="refund-accounts__choice">
            <input
              type="radio"
              name="beneficiary_id"
              value={beneficiary.id}
              defaultChecked={beneficiary.id === chosen}
            />
            <span>
              <strong>{beneficiary.title}</strong> {beneficiary.subtitle}
              {beneficiary.holder ? <small> · {beneficiary.holder}</small> : null}
              {beneficiary.isDefault ? <small className="refund-accounts__default"> (default)</small> : null}
            </span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="refund-page__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" name="intent" value="default" className="button" disabled={busy}>
        Use this account
      </button>
    </Form>
  );
}
