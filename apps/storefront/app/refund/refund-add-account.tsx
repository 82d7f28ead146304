import { Form, Link } from 'react-router';
import type { OtpRequest, RefundForm } from './refund-actions.server';

type Adding = 'bank' | 'upi' | null;

const ErrorLine = ({ message }: { message?: string }) =>
  message ? (
    <p className="refund-page__error" role="alert" data-testid="refund-form-error">
      {message}
    </p>
  ) : null;

function OtpForm({ otp, busy, error }: { otp: OtpRequest; busy: boolean; error?: string }) {
  return (
    <Form method="post" className="refund-form" data-testid="refund-otp-form">
      <p>Enter the code we sent to {otp.mobile || 'your phone'} to add this bank account.</p>
      <input type="hidden" name="request_id" value={otp.requestId} />
      <input type="hidden" name="hash_key" value={otp.hashKey} />
      <input type="hidden" name="mobile" value={otp.mobile} />
      <label>
        Code
        <input name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={8} required />
      </label>
      <ErrorLine message={error} />
      <button type="submit" name="intent" value="otp" className="button" disabled={busy}>
        Verify and add
      </button>
    </Form>
  );
}

/**
 * Adding a refund account: a bank account (IFSC checked, then a code to the shopper's phone) or a UPI ID (checked
 * with the gateway). Plain links switch between the two, so the page works before its JavaScript does.
 */
export function RefundAddAccount(props: {
  adding: Adding;
  busy: boolean;
  otp?: OtpRequest;
  error?: { form?: RefundForm; message?: string };
}) {
  const { adding, busy, otp, error } = props;
  const errorFor = (form: RefundForm) => (error?.form === form ? error.message : undefined);
  if (otp) return <OtpForm otp={otp} busy={busy} error={errorFor('otp')} />;
  return (
    <section className="refund-add" data-testid="refund-add">
      <nav className="refund-add__modes">
        <Link to="?add=bank" replace aria-current={adding === 'bank' ? 'page' : undefined}>
          Add bank account
        </Link>
        <Link to="?add=upi" replace aria-current={adding === 'upi' ? 'page' : undefined}>
          Add UPI ID
        </Link>
      </nav>
      {adding === 'bank' ? (
        <Form method="post" className="refund-form" data-testid="refund-bank-form">
          <label>
            Account holder’s name
            <input name="account_holder" autoComplete="name" maxLength={100} required />
          </label>
          <label>
            Account number
            <input name="account_no" inputMode="numeric" pattern="\d{9,18}" maxLength={18} required />
          </label>
          <label>
            Confirm account number
            <input name="confirm_account_no" inputMode="numeric" pattern="\d{9,18}" maxLength={18} required />
          </label>
          <label>
            IFSC
            <input name="ifsc_code" maxLength={11} autoCapitalize="characters" required />
          </label>
          <ErrorLine message={errorFor('bank')} />
          <button type="submit" name="intent" value="bank" className="button" disabled={busy}>
            Send code
          </button>
        </Form>
      ) : null}
      {adding === 'upi' ? (
        <Form method="post" className="refund-form" data-testid="refund-upi-form">
          <label>
            UPI ID
            <input name="vpa" placeholder="name@bank" maxLength={100} autoCapitalize="none" required />
          </label>
          <ErrorLine message={errorFor('upi')} />
          <button type="submit" name="intent" value="upi" className="button" disabled={busy}>
            Verify and add
          </button>
        </Form>
      ) : null}
    </section>
  );
}
