import { escapeHtml, hiddenFields, page } from './pages';

/** The shopper's choice on the sandbox's payment page: a real provider would show its banks here. */
export function payPage(pageId: string, merchantKey: string, amount: string, productinfo: string): string {
  const action = (choice: string) => `/payu/_payment/${encodeURIComponent(pageId)}/${choice}`;
  return page(
    'Pay with Payumoney (sandbox)',
    `<h1>Payumoney (sandbox)</h1>
<p>Pay <strong>₹${escapeHtml(amount)}</strong> to merchant ${escapeHtml(merchantKey)} for ${escapeHtml(productinfo)}.</p>
<form method="post" action="${action('pay')}"><button>Pay ₹${escapeHtml(amount)}</button></form>
<form method="post" action="${action('decline')}"><button>Decline payment</button></form>
<p class="note">Sandbox: no money moves. Decline to see a failed payment.</p>`,
  );
}

/** Posts the payment's answer back to the merchant by itself; the button is for browsers without scripts. */
export function returnPage(action: string, fields: Record<string, string>): string {
  return page(
    'Returning to the shop',
    `<p>Returning to the shop…</p>
<form method="post" action="${escapeHtml(action)}">${hiddenFields(fields)}<button>Continue</button></form>
<script>document.forms[0].submit()</script>`,
  );
}

export const errorPage = (message: string) =>
  page(
    'Transaction error',
    `<h1>Transaction error</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
