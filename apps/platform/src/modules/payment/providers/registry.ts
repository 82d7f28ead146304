import type { PaymentGatewaySettings } from '../gateway-config';
import { ajiodhan } from './ajiodhan';
import { card } from './card';
import { cashOnDelivery } from './cash-on-delivery';
import { epaylater } from './epaylater';
import { jiopay } from './jiopay';
import { juspayCard } from './juspay';
import { netBankingByCcavenue } from './net-banking-ccavenue';
import { netBankingByPayumoney } from './net-banking-payumoney';
import { payOnDelivery } from './pay-on-delivery';
import { potlee } from './potlee';
import type { PaymentProvider } from './provider';
import { rupifi } from './rupifi';
import { simpl } from './simpl';
import { standardExtension } from './standard-extension';
import { stripe } from './stripe';
import { upi } from './upi';
import { wallet } from './wallet';

/** Every payment mode the platform can take, by mode code: one provider per file. */
const PROVIDERS: readonly PaymentProvider[] = [
  cashOnDelivery,
  payOnDelivery,
  juspayCard,
  card,
  stripe,
  upi,
  simpl,
  potlee,
  netBankingByPayumoney,
  netBankingByCcavenue,
  rupifi,
  ajiodhan,
  epaylater,
  jiopay,
  standardExtension,
  wallet,
];

/** The modes this shop offers: those paid online only when its gateway (and the provider's own account) is set up. */
export const paymentProviders = (gateway: PaymentGatewaySettings | undefined): readonly PaymentProvider[] =>
  PROVIDERS.filter(
    (provider) => !provider.needsGateway || (gateway && (provider.online?.configured(gateway) ?? true)),
  );

/** The provider of a mode; where several aggregators share the mode (pay later), the one named, else the first. */
export function providerFor(
  mode: string,
  gateway?: PaymentGatewaySettings,
  aggregator?: string,
): PaymentProvider | undefined {
  const ofMode = paymentProviders(gateway).filter((provider) => provider.mode === mode.toUpperCase());
  return (
    ofMode.find((provider) => provider.aggregator.toLowerCase() === aggregator?.toLowerCase()) ?? ofMode[0]
  );
}
