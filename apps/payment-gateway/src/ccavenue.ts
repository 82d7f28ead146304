import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decrypt, encrypt } from './ccavenue-crypto';
import { ccavenuePayPage } from './ccavenue-pages';
import { type CcavenueRequest, readCcavenueRequest } from './ccavenue-request';
import { errorPage, returnPage } from './hosted-form-pages';
import { readForm, sendHtml } from './http';

/** A merchant's CCAvenue account: the access code goes with every request, the working key encrypts them. */
export interface CcavenueMerchant {
  merchantId: string;
  accessCode: string;
  workingKey: string;
}

type Status = 'Initiated' | 'Success' | 'Failure' | 'Aborted';

interface Transaction {
  request: CcavenueRequest;
  status: Status;
  trackingId: string;
}

const INITIATE_PATH = '/ccavenue/transaction/transaction.do';
const STATUS_PATH = '/ccavenue/apis/servlet/DoWebTrans';
const PAGE_PATH = /^\/ccavenue\/transaction\/([0-9a-f]{32})\/(pay|decline|cancel)$/;
const CHOSEN: Record<string, Status> = { pay: 'Success', decline: 'Failure', cancel: 'Aborted' };
/** The status API's names of the page's outcomes (orderStatusTracker says 'Successful', not 'Success'). */
const TRACKED: Record<Status, string> = {
  Initiated: 'Initiated',
  Success: 'Successful',
  Failure: 'Unsuccessful',
  Aborted: 'Aborted',
};

/**
 * The CCAvenue-style hidden form: the shopper's browser posts the merchant's encRequest and access_code to
 * /ccavenue/transaction/transaction.do?command=initiateTransaction, pays, declines or cancels on the sandbox's
 * page, and is posted back to redirect_url (or cancel_url) with encResp. The merchant's server learns the
 * outcome from the status API (DoWebTrans, command=orderStatusTracker), never from the browser.
 */
export function ccavenue(merchants: CcavenueMerchant[], log: (line: string) => void) {
  const byAccessCode = new Map(merchants.map((merchant) => [merchant.accessCode, merchant]));
  const byOrder = new Map<string, Transaction>();
  const byPage = new Map<string, Transaction>();

  function initiate(res: ServerResponse, url: URL, sent: URLSearchParams) {
    if (url.searchParams.get('command') !== 'initiateTransaction') {
      return sendHtml(res, 400, errorPage('Error Code: 10001 Invalid command'));
    }
    const merchant = byAccessCode.get(sent.get('access_code') ?? '');
    if (!merchant) return sendHtml(res, 400, errorPage('Error Code: 10002 Merchant Authentication failed'));
    const plain = decrypt(sent.get('encRequest') ?? '', merchant.workingKey);
    const request = plain === undefined ? 'The encRequest cannot be decrypted' : readCcavenueRequest(plain);
    if (typeof request === 'string' || request.merchantId !== merchant.merchantId) {
      log(`refused a request for merchant ${merchant.merchantId}: ${request}`);
      return sendHtml(
        res,
        400,
        errorPage(
          `Error Code: 10002 ${typeof request === 'string' ? request : 'Merchant Authentication failed'}`,
        ),
      );
    }
    const id = `${merchant.merchantId} ${request.orderId}`;
    const earlier = byOrder.get(id);
    if (earlier && earlier.status !== 'Initiated') {
      return sendHtml(res, 400, errorPage('Error Code: 31002 Order Id already processed'));
    }
    const txn: Transaction = earlier ?? {
      request,
      status: 'Initiated',
      trackingId: String(randomInt(1e11, 1e12)),
    };
    byOrder.set(id, txn);
    const pageId = randomBytes(16).toString('hex');
    byPage.set(pageId, txn);
    sendHtml(res, 200, ccavenuePayPage(pageId, merchant.merchantId, request.amount, request.orderId));
  }

  function finish(res: ServerResponse, pageId: string, choice: string) {
    const txn = byPage.get(pageId);
    const merchant = txn && merchants.find((m) => m.merchantId === txn.request.merchantId);
    if (!txn || !merchant) return sendHtml(res, 404, errorPage('This payment page does not exist'));
    if (txn.status === 'Initiated') {
      txn.status = CHOSEN[choice];
      log(`order ${txn.request.orderId}: ${txn.status}`);
    }
    const answer = new URLSearchParams({
      order_id: txn.request.orderId,
      tracking_id: txn.trackingId,
      bank_ref_no: txn.status === 'Success' ? String(randomInt(1e9, 1e10)) : 'null',
      order_status: txn.status,
      failure_message: txn.status === 'Failure' ? 'Declined by the customer' : '',
      payment_mode: 'Net Banking',
      status_message: txn.status === 'Success' ? 'Y' : 'N',
      currency: 'INR',
      amount: txn.request.amount,
      billing_name: txn.request.billingName,
    });
    const back = txn.status === 'Aborted' ? txn.request.cancelUrl : txn.request.redirectUrl;
    const encResp = encrypt(answer.toString(), merchant.workingKey);
    sendHtml(res, 200, returnPage(back, { encResp, orderNo: txn.request.orderId }));
  }

  /** orderStatusTracker: `status=0&enc_response=…` with the order's JSON encrypted, or status=1 and why not. */
  function status(res: ServerResponse, sent: URLSearchParams) {
    const reply = (fields: Record<string, string>) => {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end(new URLSearchParams(fields).toString());
    };
    const merchant = byAccessCode.get(sent.get('access_code') ?? '');
    if (!merchant) return reply({ status: '1', enc_response: 'Access_code: Invalid Parameter' });
    if (sent.get('command') !== 'orderStatusTracker' || sent.get('request_type') !== 'JSON') {
      return reply({ status: '1', enc_response: 'Command or request_type: Invalid Parameter' });
    }
    let orderNo: unknown;
    try {
      orderNo = JSON.parse(decrypt(sent.get('enc_request') ?? '', merchant.workingKey) ?? '').order_no;
    } catch {}
    if (typeof orderNo !== 'string')
      return reply({ status: '1', enc_response: 'enc_request: Invalid Parameter' });
    const txn = byOrder.get(`${merchant.merchantId} ${orderNo}`);
    const result = txn
      ? {
          status: 0,
          order_no: orderNo,
          reference_no: txn.trackingId,
          order_status: TRACKED[txn.status],
          order_amt: Number(txn.request.amount),
          order_currncy: 'INR',
          error_desc: '',
          error_code: '',
        }
      : { status: 1, order_no: orderNo, error_desc: 'No records found', error_code: '51419' };
    reply({ status: '0', enc_response: encrypt(JSON.stringify(result), merchant.workingKey) });
  }

  return async function handleCcavenue(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method !== 'POST') return false;
    const chosen = PAGE_PATH.exec(url.pathname);
    if (url.pathname === INITIATE_PATH) initiate(res, url, await readForm(req));
    else if (url.pathname === STATUS_PATH) status(res, await readForm(req));
    else if (chosen) finish(res, chosen[1], chosen[2]);
    else return false;
    return true;
  };
}
