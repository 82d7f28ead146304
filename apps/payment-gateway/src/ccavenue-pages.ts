import { escapeHtml, page } from './pages';

/** The shopper's choice on the sandbox's CCAvenue page: a real one would list the banks here. */
export function ccavenuePayPage(pageId: string, merchantId: string, amount: string, orderId: string): string {
  const action = (choice: string) => `/ccavenue/transaction/${encodeURIComponent(pageId)}/${choice}`;
  return page(
    'Pay with CCAvenue (sandbox)',
    `<h1>CCAvenue (sandbox)</h1>
<p>Pay <strong>₹${escapeHtml(amount)}</strong> to merchant ${escapeHtml(merchantId)} for order ${escapeHtml(orderId)}.</p>
<form method="post" action="${action('pay')}"><button>Pay ₹${escapeHtml(amount)}</button></form>
<form method="post" action="${action('decline')}"><button>Decline payment</button></form>
<form method="post" action="${action('cancel')}"><button>Cancel and go back</button></form>
<p class="note">Sandbox: no money moves. Decline to see a failed payment, cancel to see an aborted one.</p>`,
  );
}
