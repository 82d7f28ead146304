import { z } from 'zod';
import { noParams } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/payment/v1.0';

const aggregator = z.string().max(40, 'aggregator must be at most 40 characters');
const walletCode = z
  .string()
  .min(1, 'wallet_code is required')
  .max(40, 'wallet_code must be at most 40 characters');

/** WalletResponseSchema: what a wallet call did, in `data`. */
const WalletResponse = z.looseObject({ success: z.boolean(), data: z.looseObject({}) });

/** Linking a shopper's wallet by an OTP to their mobile, and delinking it. */
export const paymentWalletLinks = {
  /** Sends an OTP to the mobile for the wallet; `data.link_token` is what the OTP is answered with. */
  walletLinkInitiate: endpoint({
    method: 'POST',
    path: `${BASE}/payment/options/wallet/link`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({
      aggregator,
      mobile: z
        .string()
        .max(20, 'mobile must be at most 20 characters')
        .regex(/^(?:\+91)?\s*[6-9]\d{9}$/, 'mobile must be a 10-digit Indian mobile number'),
      wallet_code: walletCode,
    }),
    response: WalletResponse,
  }),
  /** Answers the OTP: the wallet is linked to the signed-in shopper. */
  linkWallet: endpoint({
    method: 'POST',
    path: `${BASE}/payment/options/wallet/verify`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({
      aggregator,
      link_token: z
        .string()
        .min(1, 'link_token is required')
        .max(64, 'link_token must be at most 64 characters'),
      // v1.4.13 sends the OTP as a number, so its leading zeros are lost: they are put back.
      otp: z
        .union([z.number(), z.string()], { error: 'otp is required' })
        .refine(
          (otp) =>
            typeof otp === 'number' ? Number.isInteger(otp) && otp >= 0 && otp < 1e8 : /^\d{4,8}$/.test(otp),
          'otp must be the 4 to 8 digits sent to the mobile',
        ),
    }),
    response: WalletResponse,
  }),
  delinkWallet: endpoint({
    method: 'POST',
    path: `${BASE}/payment/options/wallet/delink`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({ aggregator, wallet_code: walletCode }),
    response: WalletResponse,
  }),
} as const;
