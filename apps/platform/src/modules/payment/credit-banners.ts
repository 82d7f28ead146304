import type { PaymentGatewaySettings } from './gateway-config';
import { rupifiFlow } from './rupifi-payments';

/**
 * Epaylater's promo banner (EpaylaterBannerResponse): the shop has no Epaylater account among its provider
 * settings (gateway-config.ts), and a banner for a provider it cannot take payments with would mislead.
 */
export function epaylaterBanner() {
  return { success: true, data: { display: false, status: '', message: '' } };
}

/**
 * Rupifi's banner (RupifiBannerResponse): ENABLED with where the shopper does the KYC for a credit line (Rupifi's
 * signup page) when the shop has its Rupifi account set up (RUPIFI_*); DISABLED, with no link, otherwise.
 */
export function rupifiBanner(gateway: PaymentGatewaySettings | undefined) {
  if (!gateway || !rupifiFlow.configured(gateway)) {
    return { success: true, data: { status: 'DISABLED', kyc_url: '' } };
  }
  return { success: true, data: { status: 'ENABLED', kyc_url: rupifiFlow.signupUrl?.(gateway) ?? '' } };
}
