import type { Route } from './api';
import { invalidInput, notFound } from './api-error';
import type { Ledger } from './ledger';
import type { UpiCollects } from './upi-collects';

/**
 * `POST /v1/payments/{id}/cancel`: withdraws a UPI collect request still waiting for its payer, which then fails
 * (its webhook says so) and can no longer be approved. A sandbox extension: Razorpay lets such a request expire.
 */
export function upiCancelRoutes(ledger: Ledger, collects: UpiCollects): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/v1\/payments\/([^/]+)\/cancel$/,
      answer: (merchant, id) => {
        const record = ledger.findPayment(merchant.keyId, id);
        if (!record) throw notFound();
        if (!collects.cancel(merchant.keyId, id)) {
          throw invalidInput('The payment is not a UPI request waiting for its payer', 'id');
        }
        return record.payment;
      },
    },
  ];
}
