import { escapeHtml, formatPaise, page } from './pages';
import { SANDBOX_OTP } from './scenarios';

/** The bank's 3-D Secure-style page a Juspay transaction's authentication url opens. */
export function juspayOtpPage(txnId: string, amount: number, orderId: string, error?: string): string {
  return page(
    'Verify your payment',
    `<h1>Verify your payment</h1><p>${escapeHtml(formatPaise(amount))} for order ${escapeHtml(orderId)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<p>Enter the one-time password sent to your phone (sandbox: ${SANDBOX_OTP})</p>
<form method="post" action="/juspay/authenticate/${encodeURIComponent(txnId)}">
<label for="otp">One-time password</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">Submit</button></form>`,
  );
}

/** A card refused before any transaction started, for a browser that posted the form without JavaScript. */
export const juspayRefusedPage = (message: string, returnUrl: string | undefined) =>
  page(
    'Payment not started',
    `<h1>Payment not started</h1><p class="error" role="alert">${escapeHtml(message)}</p>
${returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Back to the shop</a></p>` : ''}`,
  );
