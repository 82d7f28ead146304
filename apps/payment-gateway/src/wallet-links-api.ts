import type { Route } from './api';
import { invalidInput } from './api-error';
import { readJson } from './http';
import type { WalletLinks } from './wallet-links';

const CONTACT = /^(?:\+91)?[6-9]\d{9}$/;
const OTP = /^\d{4,8}$/;

function fieldsOf(body: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidInput('The request body must be a JSON object');
  }
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0)
    throw invalidInput(`${unknown.join(', ')} is/are not required and should not be sent`);
  return body as Record<string, unknown>;
}

/**
 * The wallet-link API: `POST /v1/wallet_links` sends the OTP, `POST /v1/wallet_links/{id}/verify` answers the
 * wallet's token, and `GET` / `DELETE /v1/wallet_tokens/{token}` say how a token stands and revoke it.
 */
export function walletLinkRoutes(links: WalletLinks): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/v1\/wallet_links$/,
      answer: async (merchant, _id, req) => {
        const body = fieldsOf(await readJson(req), ['wallet', 'contact']);
        if (typeof body.wallet !== 'string') throw invalidInput('The wallet field is required.', 'wallet');
        const contact = typeof body.contact === 'string' ? body.contact.replace(/\s/g, '') : '';
        if (!CONTACT.test(contact)) {
          throw invalidInput('The contact must be a 10-digit Indian mobile number', 'contact');
        }
        return links.start(merchant.keyId, body.wallet, contact.slice(-10));
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/wallet_links\/([^/]+)\/verify$/,
      answer: async (merchant, id, req) => {
        const { otp } = fieldsOf(await readJson(req), ['otp']);
        if (typeof otp !== 'string' || !OTP.test(otp))
          throw invalidInput('The OTP must be 4 to 8 digits', 'otp');
        return links.verify(merchant.keyId, id, otp);
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/wallet_tokens\/([^/]+)$/,
      answer: (merchant, id) => links.token(merchant.keyId, id),
    },
    {
      method: 'DELETE',
      path: /^\/v1\/wallet_tokens\/([^/]+)$/,
      answer: (merchant, id) => links.revoke(merchant.keyId, id),
    },
  ];
}
