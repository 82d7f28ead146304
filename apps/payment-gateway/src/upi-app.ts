import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm, sendHtml } from './http';
import { escapeHtml, formatPaise, page } from './pages';
import { isWellFormedVpa } from './upi';
import type { UpiCollects } from './upi-collects';

function requestsPage(vpa: string, collects: UpiCollects, note?: string): string {
  const requests = collects.pendingFor(vpa).map(({ payment }) => {
    const action = `/upi/app/${encodeURIComponent(vpa)}/${encodeURIComponent(payment.id)}`;
    return `<li data-payment-id="${escapeHtml(payment.id)}"><p>Collect request: <strong>${formatPaise(payment.amount)}</strong></p>
<form method="post" action="${escapeHtml(action)}"><button name="answer" value="approve">Approve and pay</button>
<button name="answer" value="decline">Decline</button></form></li>`;
  });
  return page(
    `UPI app — ${vpa}`,
    `<h1>UPI app (sandbox)</h1><p>Requests to <strong>${escapeHtml(vpa)}</strong></p>
${note ? `<p class="note" role="status">${escapeHtml(note)}</p>` : ''}
${requests.length > 0 ? `<ul>${requests.join('')}</ul>` : '<p>No payment requests are waiting.</p>'}`,
  );
}

/**
 * The payer's phone: the collect requests waiting for a UPI address, to approve or decline. Only the sandbox
 * has this page; a real payer answers in their bank's app.
 */
export function upiApp(collects: UpiCollects) {
  return async function handleUpiApp(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const match = /^\/upi\/app\/([^/]+)(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match) return false;
    const vpa = decodeURIComponent(match[1]);
    if (!isWellFormedVpa(vpa)) {
      sendHtml(res, 404, page('Not a UPI address', '<p>This is not a UPI address.</p>'));
      return true;
    }
    if (req.method === 'GET' && !match[2]) {
      sendHtml(res, 200, requestsPage(vpa, collects));
      return true;
    }
    if (req.method !== 'POST' || !match[2]) return false;
    const approve = (await readForm(req)).get('answer') === 'approve';
    const answered = collects.answer(vpa, decodeURIComponent(match[2]), approve);
    const note = !answered ? 'That request is no longer waiting.' : approve ? 'Paid.' : 'Declined.';
    sendHtml(res, answered ? 200 : 409, requestsPage(vpa, collects, note));
    return true;
  };
}
