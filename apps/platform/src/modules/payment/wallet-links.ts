import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { LimitRule, RateLimits } from '../../http/rate-limit';
import { GatewayRefusal } from './gateway-client';
import type { PaymentGatewaySettings } from './gateway-config';
import { revokeWalletToken, sendWalletLinkOtp, verifyWalletLinkOtp } from './gateway-wallet-links';
import { providerFor } from './providers/registry';
import {
  insertPendingLink,
  linkedWalletOf,
  markDelinked,
  markLinked,
  pendingLinkOf,
  type WalletShopper,
} from './wallet-links-sql';

/** OTPs a shopper may have sent to link wallets: each is an SMS the shop pays for and someone's phone buzzes. */
export const LINK_OTPS: LimitRule = { name: 'wallet-link-otp', max: 5, windowMs: 15 * 60_000 };
/** And per mobile number, whoever asks: as many as the shop's own one-time codes allow one destination. */
const LINK_OTPS_PER_MOBILE: LimitRule = {
  name: 'wallet-link-otp:mobile',
  max: 5,
  windowMs: 30 * 60_000,
};
/** The gateway's OTPs are six digits; v1.4.13 sends the OTP as a number, dropping leading zeros. */
const OTP_DIGITS = 6;

const masked = (mobile: string) => `******${mobile.slice(-4)}`;

/** The wallet (an option of the WL mode) and its aggregator, or a 4xx naming what to send instead. */
function walletOf(gateway: PaymentGatewaySettings | undefined, aggregator: string, code: string) {
  const provider = gateway && providerFor('WL', gateway);
  if (!gateway || !provider) throw notFound('This shop takes no wallet payments');
  const wallet = provider.choices?.find((choice) => choice.code === code.toLowerCase());
  if (!wallet) {
    const codes = (provider.choices ?? []).map((choice) => choice.code).join(', ');
    throw badRequest(`wallet_code must be one of ${codes}`);
  }
  if (aggregator && aggregator.toLowerCase() !== provider.aggregator.toLowerCase()) {
    throw badRequest(`Wallets are linked at ${provider.aggregator}, not ${aggregator}`);
  }
  return { gateway, wallet, aggregator: provider.aggregator };
}

/** The gateway's 400 is the shopper's to fix (a wrong OTP); anything else is the gateway's trouble. */
function gatewayTrouble(error: unknown, what: string): HttpError {
  if (error instanceof GatewayRefusal && error.status === 400) return badRequest(error.reason);
  return new HttpError(502, `${what}; try again`);
}

/** Sends an OTP to the mobile for linking the wallet; the link_token answered names this attempt. */
export async function initiateWalletLink(
  services: { db: Db; limits: RateLimits },
  settings: PaymentGatewaySettings | undefined,
  shopper: WalletShopper,
  request: { aggregator: string; walletCode: string; mobile: string },
) {
  const { gateway, wallet, aggregator } = walletOf(settings, request.aggregator, request.walletCode);
  const mobile = request.mobile.replace(/\D/g, '').slice(-10);
  for (const [rule, key] of [
    [LINK_OTPS, `${shopper.applicationId} ${shopper.userId}`],
    [LINK_OTPS_PER_MOBILE, `${shopper.applicationId} ${mobile}`],
  ] as const) {
    const { allowed, waitMs } = await services.limits.reserve(rule, key);
    if (!allowed) {
      throw new HttpError(429, `Please wait ${Math.ceil(waitMs / 1000)} seconds before asking for a new OTP`);
    }
  }
  const sent = await sendWalletLinkOtp(gateway, { walletCode: wallet.code, mobile }).catch((error) => {
    throw gatewayTrouble(error, 'The OTP could not be sent');
  });
  const id = randomBytes(16).toString('hex');
  await insertPendingLink(services.db, shopper, {
    id,
    aggregator,
    walletCode: wallet.code,
    mobile,
    gatewayLinkId: sent.id,
  });
  return {
    success: true,
    data: {
      link_token: id,
      aggregator,
      wallet_code: wallet.code,
      mobile: masked(mobile),
      otp_sent: true,
      message: `OTP sent to ${masked(mobile)}`,
    },
  };
}

/** Answers the OTP: the wallet is linked to the shopper, replacing an earlier link of the same wallet. */
export async function linkWallet(
  db: Db,
  settings: PaymentGatewaySettings | undefined,
  shopper: WalletShopper,
  request: { aggregator: string; linkToken: string; otp: number | string },
) {
  const link = await pendingLinkOf(db, shopper, request.linkToken);
  if (!link) throw notFound('No wallet link is waiting for this link_token');
  const { gateway, aggregator } = walletOf(settings, request.aggregator, link.wallet_code);
  const otp = String(request.otp).padStart(OTP_DIGITS, '0');
  const linked = await verifyWalletLinkOtp(gateway, link.gateway_link_id, otp).catch((error) => {
    throw gatewayTrouble(error, 'The wallet could not be linked');
  });
  // A token the shop does not keep could still be charged at the gateway: revoke it whatever went wrong.
  const forget = () => revokeWalletToken(gateway, linked.token).catch(() => undefined);
  const marked = await markLinked(db, shopper, link.id, linked.token).catch(async (error: unknown) => {
    await forget();
    throw error;
  });
  if (!marked) {
    await forget();
    throw badRequest('This link_token was already used; ask for a new OTP');
  }
  // The earlier link is given up already; its token left at the gateway could still be charged, so revoke it.
  if (marked.replacedToken) await revokeWalletToken(gateway, marked.replacedToken).catch(() => undefined);
  return {
    success: true,
    data: {
      aggregator,
      wallet_code: link.wallet_code,
      mobile: masked(link.mobile),
      is_linked: true,
      message: 'Wallet linked',
    },
  };
}

/** Revokes the shopper's linked wallet at the gateway, then forgets its token. */
export async function delinkWallet(
  db: Db,
  settings: PaymentGatewaySettings | undefined,
  shopper: WalletShopper,
  request: { aggregator: string; walletCode: string },
) {
  const { gateway, wallet, aggregator } = walletOf(settings, request.aggregator, request.walletCode);
  const link = await linkedWalletOf(db, shopper, wallet.code);
  if (!link) throw notFound(`No ${wallet.name} wallet is linked`);
  try {
    await revokeWalletToken(gateway, link.wallet_token);
  } catch (error) {
    // Unknown at the gateway: nothing is left there to revoke.
    if (!(error instanceof GatewayRefusal && error.status === 404)) {
      throw gatewayTrouble(error, 'The wallet could not be delinked');
    }
  }
  await markDelinked(db, link.id);
  return {
    success: true,
    data: { aggregator, wallet_code: wallet.code, is_linked: false, message: 'Wallet delinked' },
  };
}
