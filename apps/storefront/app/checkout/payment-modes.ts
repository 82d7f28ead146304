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
  mode: string;
  display: string;
  /** Rupees the mode adds to the order (the COD fee), 0 for none. */
  fee: number;
  disabled: boolean;
  /** Why it cannot pay for this cart, as the platform says it; '' when it can. */
  message: string;
  choice: PaymentChoice;
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
  return modes.map((mode) => {
    const first = mode.list?.[0];
    const meta = (first?.meta ?? {}) as OptionMeta;
    const fallback = mode.name === 'COD' ? COD_AGGREGATOR : DEFAULT_AGGREGATOR;
    const fee = Number(meta.fee);
    return {
      mode: mode.name,
      display: mode.display_name,
      fee: Number.isFinite(fee) && fee > 0 ? fee : 0,
      disabled: meta.disabled === true,
      message: text(meta.message),
      choice: {
        mode: mode.name,
        identifier: first?.code || mode.name,
        aggregator: first?.aggregator_name || mode.aggregator_name || fallback,
        merchantCode: first?.merchant_code || undefined,
      },
    };
  });
}

/** The option the page shows chosen: the one in the address, else the shop's default, else the first usable. */
export function preselectedMode(
  options: PaymentOption[],
  asked: string | undefined,
  shopDefault: string | null | undefined,
): string | undefined {
  const usable = options.filter((option) => !option.disabled);
  return (
    usable.find((option) => option.mode === asked)?.mode ??
    usable.find((option) => option.mode === shopDefault)?.mode ??
    usable[0]?.mode
  );
}
