import { Form, useNavigation } from 'react-router';

interface Props {
  redeemed: boolean;
  error?: string;
  done?: string;
}

/** A friend's referral code, redeemed once; afterwards the form says so instead. */
export function RewardsRedeemForm({ redeemed, error, done }: Props) {
  const submitting = useNavigation().state === 'submitting';
  if (done)
    return (
      <p className="rewards-redeem__done" role="status" data-testid="referral-redeemed">
        {done}
      </p>
    );
  if (redeemed)
    return (
      <p className="rewards-redeem__done" data-testid="referral-redeemed">
        You have redeemed a friend’s referral code.
      </p>
    );
  return (
    <Form method="post" className="auth-form rewards-redeem" data-testid="redeem-referral-form">
      <label className="auth-form__field">
        Have a friend’s referral code?
        <input name="referral_code" required maxLength={20} autoComplete="off" placeholder="Enter the code" />
      </label>
      {error ? (
        <p className="auth-form__error" role="alert" data-testid="redeem-error">
          {error}
        </p>
      ) : null}
      <div className="auth-form__actions">
        <button type="submit" className="button button--primary" disabled={submitting}>
          Redeem
        </button>
      </div>
    </Form>
  );
}
