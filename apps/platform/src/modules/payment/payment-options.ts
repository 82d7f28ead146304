import type { PaymentMode } from '@vitrine/contract';
import { rupees } from '../catalog/views';
import type { PaymentGatewaySettings } from './gateway-config';
import { flowRouteOf } from './provider-flows';
import type { PaymentContext, PaymentProvider } from './providers/provider';
import { paymentProviders } from './providers/registry';

/** Spec §3: the logo a mode shows when it has none of its own. */
export const DEFAULT_LOGO = '/public/assets/icon.svg';

/** A mode's own name where several providers share it. */
const MODE_NAMES: Record<string, string> = { PL: 'Pay Later' };

/**
 * The payment modes offered for an order (PaymentModeRouteResponse). A mode that cannot take this order is
 * still listed, marked disabled with the reason in its meta, so the shopper learns why rather than wondering.
 */
export function paymentOptions(context: PaymentContext, gateway: PaymentGatewaySettings | undefined) {
  const providers = paymentProviders(gateway);
  const limit = context.rules.cod.maxOrderValue;
  const optionOf = (provider: PaymentProvider) => {
    const refusal = provider.refusal(context);
    return {
      aggregator_name: provider.aggregator,
      name: provider.mode,
      display_name: provider.displayName,
      code: provider.mode,
      merchant_code: provider.mode,
      display_priority: provider.priority,
      cod_limit: rupees(limit),
      cod_limit_per_order: rupees(limit),
      remaining_limit: rupees(limit),
      logo_url: { large: DEFAULT_LOGO, small: DEFAULT_LOGO },
      meta: {
        fee: rupees(provider.fee(context)),
        disabled: refusal !== undefined,
        ...(refusal ? { message: refusal } : {}),
      },
    };
  };
  // One mode each, its providers as its options: pay later (PL) lists Simpl and Potlee.
  const modeCodes = [...new Set(providers.map((provider) => provider.mode))];
  const modes: PaymentMode[] = modeCodes.map((code) => {
    const ofMode = providers.filter((provider) => provider.mode === code);
    const [first] = ofMode;
    return {
      name: code,
      display_name: MODE_NAMES[code] ?? first.displayName,
      display_priority: first.priority,
      aggregator_name: first.aggregator,
      anonymous_enable: false,
      save_card: false,
      add_card_enabled: false,
      list: ofMode.flatMap((provider) => {
        const option = optionOf(provider);
        const choices = provider.choices?.map(({ code, name, fields }) => ({
          ...option,
          name,
          display_name: name,
          code,
          merchant_code: code,
          ...fields,
        }));
        return choices ?? [option];
      }),
    };
  });
  const aggregators = [...new Set(providers.map((p) => p.aggregator.toLowerCase()))];
  return {
    success: true,
    payment_options: {
      payment_option: modes,
      payment_flows: Object.fromEntries(
        aggregators.map((name) => [
          name,
          { api_link: '', payment_flow: name, data: {}, ...flowRouteOf(providers, gateway, name) },
        ]),
      ),
      payment_default_selection: { mode: null, identifier: null, skip: false },
    },
  };
}
