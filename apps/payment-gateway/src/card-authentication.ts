import type { Ledger, PaymentRecord } from './ledger';
import { SANDBOX_OTP } from './scenarios';

/** The 3-D Secure-style step's verdict on a card payment: a wrong password or a declining card fails it. */
export function authenticateCardPayment(ledger: Ledger, record: PaymentRecord, otp: string): void {
  if (otp !== SANDBOX_OTP) {
    ledger.fail(record, {
      description: 'Payment failed because the one-time password was wrong',
      source: 'customer',
      step: 'payment_authentication',
      reason: 'authentication_failed',
    });
  } else if (record.scenario === 'declined') {
    ledger.fail(record, {
      description: 'Your payment was declined by the bank',
      source: 'bank',
      step: 'payment_authorization',
      reason: 'payment_declined',
    });
  } else {
    ledger.capture(record);
  }
}
