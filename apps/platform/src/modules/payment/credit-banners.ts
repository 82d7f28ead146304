import type { PaymentGatewaySettings } from './gateway-config';
import { epaylater } from './providers/epaylater';
import { rupifiFlow } from './redirect-payments';

/**
 * Epaylater's promo banner (EpaylaterBannerResponse): shown where the shop takes Epaylater payments (EPAYLATER_*);
 * a banner for a provider it cannot take payments with would mislead.
 */
export function epaylaterBanner(gateway: PaymentGatewaySettings | undefined) {
  if (!gateway?.epaylater) return { success: true, data: { display: false, status: '', message: '' } };
  return {
    success: true,
    data: { display: true, status: 'ENABLED', message: `${epaylater.displayName} at checkout` },
  };
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
