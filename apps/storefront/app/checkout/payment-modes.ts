import type { EndpointResponse, payment } from '@vitrine/contract';
import type { PaymentChoice } from './flow';

type PaymentModeRoutes = EndpointResponse<typeof payment.getPaymentModeRoutes>;

/** Spec §3 defaults: the aggregator when the platform names none, and cash on delivery's own. */
const DEFAULT_AGGREGATOR = 'Juspay';
const COD_AGGREGATOR = 'Fynd';

/**
 * One way to pay as the payment step shows it (spec §3, "Payment option (normalised for display)"): what the
 * shopper reads, the fee the mode adds, and whether it can pay for this cart (if not, why not).
 */
export interface PaymentOption {
  /** Names the option on the page: the mode, or mode and aggregator where a mode has several (PL-Simpl). */
  key: string;
  mode: string;
  display: string;
  /** Rupees the mode adds to the order (the COD fee), 0 for none. */
  fee: number;
  disabled: boolean;
  /** Why it cannot pay for this cart, as the platform says it; '' when it can. */
  message: string;
  choice: PaymentChoice;
  /** A pay-later option's eligibility check: running, or how it ended (spec §4). */
  payLater?: 'checking' | 'approved' | 'refused';
}

interface OptionMeta {
  fee?: unknown;
  disabled?: unknown;
  message?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The modes of a getPaymentModeRoutes answer, in the platform's display priority. Each mode's first option
 * carries its fee and, for a mode this cart cannot use, `meta.disabled` with the reason.
 */
export function paymentOptionsOf(answer: PaymentModeRoutes | undefined): PaymentOption[] {
  const modes = [...(answer?.payment_options.payment_option ?? [])].sort(
    (a, b) => a.display_priority - b.display_priority,
  );
  return modes.flatMap((mode) => {
    const fallback = mode.name === 'COD' ? COD_AGGREGATOR : DEFAULT_AGGREGATOR;
    // A mode with several aggregators (pay later: Simpl, Potlee) offers each; the others (a wallet mode's
    // wallets, chosen in the provider's own popup), their first option.
    const several = new Set(mode.list?.map((option) => option.aggregator_name)).size > 1;
    const entries = several ? (mode.list ?? []) : [mode.list?.[0]];
    return entries.map((first) => {
      const meta = (first?.meta ?? {}) as OptionMeta;
      const fee = Number(meta.fee);
      const aggregator = first?.aggregator_name || mode.aggregator_name || fallback;
      return {
        key: several ? `${mode.name}-${aggregator}` : mode.name,
        mode: mode.name,
        display: (several && first?.display_name) || mode.display_name,
        fee: Number.isFinite(fee) && fee > 0 ? fee : 0,
        disabled: meta.disabled === true,
        message: text(meta.message),
        choice: {
          mode: mode.name,
          identifier: first?.code || mode.name,
          aggregator,
          merchantCode: first?.merchant_code || undefined,
        },
      };
    });
  });
}

/** The option a checkout state chose: its mode, and its aggregator where the mode has several. */
export function chosenOption(options: PaymentOption[], choice: PaymentChoice | undefined) {
  const ofMode = options.filter((option) => option.mode === choice?.mode);
  return ofMode.find((option) => option.choice.aggregator === choice?.aggregator) ?? ofMode[0];
}

/** The option the page shows chosen: the one in the address, else the shop's default, else the first usable. */
export function preselectedMode(
  options: PaymentOption[],
  asked: string | undefined,
  shopDefault: string | null | undefined,
): string | undefined {
  const usable = options.filter((option) => !option.disabled);
  return (
    usable.find((option) => option.key === asked || option.mode === asked)?.key ??
    usable.find((option) => option.mode === shopDefault)?.key ??
    usable[0]?.key
  );
}
