import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { commandHash, requestHash, responseHash } from './hosted-form-hash';
import { errorPage, payPage, returnPage } from './hosted-form-pages';
import { type PaymentForm, readPaymentForm } from './hosted-form-request';
import { readForm, sendHtml, sendJson } from './http';
import { sameSecret } from './signature';

/** A merchant's Payumoney-style account: its key goes in every form, its salt signs them and never leaves. */
export interface FormMerchant {
  key: string;
  salt: string;
}

type Status = 'pending' | 'success' | 'failure';

interface Transaction {
  form: PaymentForm;
  status: Status;
  mihpayid: string;
}

const PAGE_PATH = /^\/payu\/_payment\/([0-9a-f]{32})\/(pay|decline)$/;

/**
 * The hidden-form provider, Payumoney-style: the shopper's browser posts the merchant's signed form to
 * /payu/_payment, pays or declines on the sandbox's page, and is posted back to the merchant's surl or furl with
 * a response hash. The merchant's server learns the outcome from the status API (verify_payment), never from
 * the browser.
 */
export function hostedForm(merchants: FormMerchant[], log: (line: string) => void) {
  const salts = new Map(merchants.map((merchant) => [merchant.key, merchant.salt]));
  const byTxnid = new Map<string, Transaction>();
  const byPage = new Map<string, Transaction>();

  function answerFields(txn: Transaction, salt: string): Record<string, string> {
    const { form, status } = txn;
    const fields: Record<string, string> = {
      mihpayid: txn.mihpayid,
      mode: 'NB',
      status,
      key: form.key,
      txnid: form.txnid,
      amount: form.amount,
      productinfo: form.productinfo,
      firstname: form.firstname,
      email: form.email,
      phone: form.phone,
      ...form.udf,
      error_Message: status === 'success' ? 'No Error' : 'Declined by the customer',
    };
    return { ...fields, hash: responseHash(fields, salt) };
  }

  function startPayment(res: ServerResponse, sent: URLSearchParams) {
    const form = readPaymentForm(sent);
    if (typeof form === 'string') return sendHtml(res, 400, errorPage(form));
    const salt = salts.get(form.key);
    if (!salt)
      return sendHtml(res, 400, errorPage('Sorry, some problem occurred: the merchant key is invalid'));
    const { hash, udf, ...signed } = form;
    if (!sameSecret(hash, requestHash({ ...signed, ...udf }, salt))) {
      log(`refused a form for ${form.txnid}: its hash does not match`);
      return sendHtml(res, 400, errorPage('Transaction failed due to incorrectly calculated hash parameter'));
    }
    const id = `${form.key} ${form.txnid}`;
    const earlier = byTxnid.get(id);
    if (earlier && earlier.status !== 'pending') {
      return sendHtml(res, 400, errorPage('This transaction id has already been used'));
    }
    const txn: Transaction = earlier ?? { form, status: 'pending', mihpayid: String(randomInt(1e9, 1e10)) };
    byTxnid.set(id, txn);
    const pageId = randomBytes(16).toString('hex');
    byPage.set(pageId, txn);
    sendHtml(res, 200, payPage(pageId, form.key, form.amount, form.productinfo));
  }

  function finish(res: ServerResponse, pageId: string, choice: string) {
    const txn = byPage.get(pageId);
    const salt = txn && salts.get(txn.form.key);
    if (!txn || !salt) return sendHtml(res, 404, errorPage('This payment page does not exist'));
    if (txn.status === 'pending') {
      txn.status = choice === 'pay' ? 'success' : 'failure';
      log(`transaction ${txn.form.txnid}: ${txn.status}`);
    }
    const back = txn.status === 'success' ? txn.form.surl : txn.form.furl;
    sendHtml(res, 200, returnPage(back, answerFields(txn, salt)));
  }

  /** verify_payment: the outcome of each txnid in var1 ('|'-separated), for the merchant whose hash it carries. */
  function verify(res: ServerResponse, sent: URLSearchParams) {
    const [key, command, var1, hash] = ['key', 'command', 'var1', 'hash'].map((name) => sent.get(name) ?? '');
    const salt = salts.get(key);
    if (!salt || command !== 'verify_payment' || !sameSecret(hash, commandHash(key, command, var1, salt))) {
      return sendJson(res, 200, { status: 0, msg: 'Invalid Hash.' });
    }
    const txnids = var1.split('|').filter(Boolean).slice(0, 100);
    const details = Object.fromEntries(
      txnids.map((txnid) => {
        const txn = byTxnid.get(`${key} ${txnid}`);
        if (!txn) return [txnid, { mihpayid: 'Not Found', status: 'Not Found' }];
        const { mihpayid, status, error_Message } = answerFields(txn, salt);
        return [txnid, { mihpayid, txnid, amt: txn.form.amount, status, error_Message }];
      }),
    );
    const found = Object.values(details).filter((detail) => detail.status !== 'Not Found').length;
    sendJson(res, 200, {
      status: 1,
      msg: `${found} out of ${txnids.length} Transactions Fetched Successfully`,
      transaction_details: details,
    });
  }

  return async function handleHostedForm(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method !== 'POST') return false;
    const chosen = PAGE_PATH.exec(url.pathname);
    if (url.pathname === '/payu/_payment') startPayment(res, await readForm(req));
    else if (url.pathname === '/payu/merchant/postservice') verify(res, await readForm(req));
    else if (chosen) finish(res, chosen[1], chosen[2]);
    else return false;
    return true;
  };
}
