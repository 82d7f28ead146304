import type { PaymentGatewaySettings } from '../gateway-config';
import { card } from './card';
import { cashOnDelivery } from './cash-on-delivery';
import { payOnDelivery } from './pay-on-delivery';
import type { PaymentProvider } from './provider';

/** Every payment mode the platform can take, by mode code: one provider per file. */
const PROVIDERS: readonly PaymentProvider[] = [cashOnDelivery, payOnDelivery, card];

/** The modes this shop offers: those paid online only when its gateway is set up. */
export const paymentProviders = (gateway: PaymentGatewaySettings | undefined): readonly PaymentProvider[] =>
  PROVIDERS.filter((provider) => !provider.needsGateway || gateway);

export function providerFor(mode: string, gateway?: PaymentGatewaySettings): PaymentProvider | undefined {
  return paymentProviders(gateway).find((provider) => provider.mode === mode.toUpperCase());
}
