import { randomBytes } from 'node:crypto';
import { invalidInput, notFound } from './api-error';
import { unixSeconds } from './ids';
import { SANDBOX_OTP } from './scenarios';
import { walletOf } from './wallets';

/** How long an OTP sent to link a wallet stays good, and how many wrong tries burn it. */
const OTP_LIFETIME_S = 10 * 60;
const MAX_WRONG_OTPS = 3;

interface WalletLink {
  id: string;
  merchantKeyId: string;
  wallet: string;
  contact: string;
  status: 'otp_sent' | 'linked' | 'failed';
  wrongOtps: number;
  expiresAt: number;
}

interface WalletToken {
  id: string;
  merchantKeyId: string;
  wallet: string;
  contact: string;
  status: 'active' | 'revoked';
  createdAt: number;
}

const idOf = (prefix: 'wlink' | 'wtoken') => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** The last four digits only: a whole phone number is not for logs or for whoever reads an answer. */
const maskedContact = (contact: string) => `******${contact.slice(-4)}`;

/**
 * Wallet linking as Paytm's and Razorpay's wallet APIs do it: the merchant asks for an OTP to the shopper's
 * mobile for a wallet, the shopper gives the OTP back, and the wallet answers a token the merchant charges with
 * later; the merchant revokes the token to delink. The sandbox sends no SMS: the OTP is always SANDBOX_OTP, as
 * on the 3-D Secure page. Tokens are kept per merchant: another merchant's key finds none of them.
 */
export function walletLinks(log: (line: string) => void) {
  const links = new Map<string, WalletLink>();
  const tokens = new Map<string, WalletToken>();

  function start(merchantKeyId: string, walletCode: string, contact: string) {
    const wallet = walletOf(walletCode);
    if (!wallet) throw invalidInput(`The wallet ${walletCode} is not supported`, 'wallet');
    const link: WalletLink = {
      id: idOf('wlink'),
      merchantKeyId,
      wallet: wallet.code,
      contact,
      status: 'otp_sent',
      wrongOtps: 0,
      expiresAt: unixSeconds() + OTP_LIFETIME_S,
    };
    links.set(link.id, link);
    log(`wallet link OTP sent for ${wallet.code} to ${maskedContact(contact)}`);
    return linkView(link);
  }

  function verify(merchantKeyId: string, linkId: string, otp: string) {
    const link = links.get(linkId);
    if (!link || link.merchantKeyId !== merchantKeyId) throw notFound();
    if (link.status === 'failed') throw invalidInput('Too many wrong OTPs; ask for a new one', 'otp');
    if (link.status === 'linked') throw invalidInput('This OTP was already used; ask for a new one', 'otp');
    if (unixSeconds() > link.expiresAt) throw invalidInput('The OTP has expired; ask for a new one', 'otp');
    if (otp !== SANDBOX_OTP) {
      link.wrongOtps += 1;
      if (link.wrongOtps >= MAX_WRONG_OTPS) link.status = 'failed';
      throw invalidInput('The OTP is incorrect', 'otp');
    }
    link.status = 'linked';
    const token: WalletToken = {
      id: idOf('wtoken'),
      merchantKeyId,
      wallet: link.wallet,
      contact: link.contact,
      status: 'active',
      createdAt: unixSeconds(),
    };
    tokens.set(token.id, token);
    log(`wallet ${link.wallet} linked for ${maskedContact(link.contact)}`);
    return { ...linkView(link), token: token.id };
  }

  function tokenOf(merchantKeyId: string, id: string) {
    const token = tokens.get(id);
    if (!token || token.merchantKeyId !== merchantKeyId) throw notFound();
    return token;
  }

  function revoke(merchantKeyId: string, id: string) {
    const token = tokenOf(merchantKeyId, id);
    token.status = 'revoked';
    log(`wallet ${token.wallet} delinked for ${maskedContact(token.contact)}`);
    return tokenView(token);
  }

  return { start, verify, token: (keyId: string, id: string) => tokenView(tokenOf(keyId, id)), revoke };
}

export type WalletLinks = ReturnType<typeof walletLinks>;

const linkView = (link: WalletLink) => ({
  id: link.id,
  entity: 'wallet_link',
  wallet: link.wallet,
  contact: maskedContact(link.contact),
  status: link.status,
  expires_at: link.expiresAt,
});

// The token's id is what the merchant holds: it is not repeated in answers about it.
const tokenView = (token: WalletToken) => ({
  entity: 'wallet_token',
  wallet: token.wallet,
  contact: maskedContact(token.contact),
  status: token.status,
  created_at: token.createdAt,
});
