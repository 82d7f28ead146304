import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the gateway's pages post to the shop's page, and the only messages the script listens to. */
export const POPUP_MESSAGE_SOURCE = 'vitrine-sandbox-checkout';

/**
 * The Standard Checkout script (as Razorpay serves https://checkout.razorpay.com/v1/checkout.js): defines
 * `window.Razorpay`, whose `open()` shows the gateway's wallet page for the order in a modal frame. Only a message
 * from that frame, at the gateway's origin, calls `handler` or `modal.ondismiss`.
 */
function scriptText(gatewayOrigin: string): string {
  return `(function () {
  'use strict';
  var SOURCE = ${JSON.stringify(POPUP_MESSAGE_SOURCE)};
  var current = document.currentScript;
  var GATEWAY = current && current.src ? new URL(current.src).origin : ${JSON.stringify(gatewayOrigin)};
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key || !options.order_id) throw new Error('Razorpay: key and order_id are required');
    this.options = options;
  }
  Razorpay.prototype.open = function () {
    var options = this.options;
    var modal = options.modal || {};
    var prefill = options.prefill || {};
    var query = new URLSearchParams({ key_id: options.key, origin: window.location.origin });
    if (prefill.wallet) query.set('wallet', prefill.wallet);
    var overlay = document.createElement('div');
    overlay.setAttribute('data-razorpay-checkout', '');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', options.name || 'Payment');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;' +
      'justify-content:center;background:rgba(0,0,0,.6)';
    var frame = document.createElement('iframe');
    frame.title = 'Razorpay Checkout';
    frame.src = GATEWAY + '/v1/checkout/' + encodeURIComponent(options.order_id) + '/wallet?' + query;
    frame.style.cssText = 'width:min(26rem,100%);height:min(38rem,100%);border:0;border-radius:8px;background:#fff';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = '\\u00d7';
    close.setAttribute('aria-label', 'Close');
    close.style.cssText = 'position:absolute;top:1rem;right:1rem;font:2rem/1 sans-serif;background:#fff;' +
      'border:0;border-radius:50%;width:2.5rem;height:2.5rem;cursor:pointer';
    overlay.appendChild(frame);
    overlay.appendChild(close);
    document.body.appendChild(overlay);
    var done = false;
    function finish(then) {
      if (done) return;
      done = true;
      window.removeEventListener('message', onMessage);
      overlay.remove();
      then();
    }
    function dismiss() {
      if (typeof modal.ondismiss === 'function') modal.ondismiss();
    }
    function onMessage(event) {
      if (event.origin !== GATEWAY || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      if (data.source !== SOURCE) return;
      if (data.event === 'payment.success') {
        finish(function () {
          if (typeof options.handler === 'function') options.handler(data.response);
        });
      } else if (data.event === 'payment.dismiss') finish(dismiss);
    }
    window.addEventListener('message', onMessage);
    close.addEventListener('click', function () {
      finish(dismiss);
    });
  };
  window.Razorpay = Razorpay;
})();
`;
}

/** Answers GET /v1/checkout.js; false for any other request. */
export function popupScript(gatewayUrl: () => string) {
  return function handlePopupScript(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    if (url.pathname !== '/v1/checkout.js' || req.method !== 'GET') return false;
    res.writeHead(200, {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=300',
      // Shops load it from their own origin: the script must be usable cross-origin.
      'access-control-allow-origin': '*',
    });
    res.end(scriptText(new URL(gatewayUrl()).origin));
    return true;
  };
}
