import { cashOnDelivery } from './cash-on-delivery';
import { payOnDelivery } from './pay-on-delivery';
import type { PaymentProvider } from './provider';

/** Every payment mode the platform can take, by mode code: one provider per file. */
const PROVIDERS: readonly PaymentProvider[] = [cashOnDelivery, payOnDelivery];

export const paymentProviders = (): readonly PaymentProvider[] => PROVIDERS;

export function providerFor(mode: string): PaymentProvider | undefined {
  return PROVIDERS.find((provider) => provider.mode === mode.toUpperCase());
}
