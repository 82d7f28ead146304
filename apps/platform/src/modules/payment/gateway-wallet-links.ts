import { z } from 'zod';
import { gatewayCall } from './gateway-client';
import type { PaymentGatewaySettings } from './gateway-config';

const otpSent = z.object({ id: z.string(), wallet: z.string(), expires_at: z.number().optional() });
const walletLinked = z.object({ token: z.string(), wallet: z.string() });

/** Asks the gateway to send an OTP to the mobile for linking the wallet; its id is answered with the OTP. */
export async function sendWalletLinkOtp(
  settings: PaymentGatewaySettings,
  link: { walletCode: string; mobile: string },
) {
  const body = await gatewayCall(settings, '/v1/wallet_links', {
    method: 'POST',
    body: JSON.stringify({ wallet: link.walletCode, contact: link.mobile }),
  });
  return otpSent.parse(body);
}

/** Gives the gateway the OTP the shopper received; the wallet's token comes back. */
export async function verifyWalletLinkOtp(settings: PaymentGatewaySettings, linkId: string, otp: string) {
  const body = await gatewayCall(settings, `/v1/wallet_links/${encodeURIComponent(linkId)}/verify`, {
    method: 'POST',
    body: JSON.stringify({ otp }),
  });
  return walletLinked.parse(body);
}

/** Revokes a linked wallet's token: nothing can be charged with it any more. */
export async function revokeWalletToken(settings: PaymentGatewaySettings, token: string): Promise<void> {
  await gatewayCall(settings, `/v1/wallet_tokens/${encodeURIComponent(token)}`, { method: 'DELETE' });
}
