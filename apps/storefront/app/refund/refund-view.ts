import type { OrderShipment, RefundBeneficiaryView } from '@vitrine/contract';

type RefundDetails = NonNullable<OrderShipment['refund_details']>;

export interface RefundView {
  id: string;
  /** What the shopper is told of it, and whether it is done. */
  status: RefundDetails['status'];
  title: string;
  amount: string;
  toBeneficiary: boolean;
  updatedAt: string;
}

export interface BeneficiaryView {
  id: string;
  mode: string;
  title: string;
  subtitle: string;
  holder: string;
  isDefault: boolean;
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});

const TITLES: Record<RefundDetails['status'], string> = {
  pending: 'Refund pending',
  initiated: 'Refund initiated',
  refunded: 'Refunded',
  failed: 'Refund failed',
};

/** The shipment's refund as the refund page shows it; null until one is owed. */
export function refundView(details: RefundDetails | undefined): RefundView | null {
  if (!details) return null;
  return {
    id: details.refund_id ?? '',
    status: details.status,
    title: TITLES[details.status],
    amount: rupees.format(details.amount),
    toBeneficiary: details.destination === 'beneficiary',
    updatedAt: details.updated_at ?? '',
  };
}

/** One of the shopper's refund accounts; the platform says which is the default (is_active). */
export const beneficiaryView = (row: RefundBeneficiaryView): BeneficiaryView => ({
  id: row.beneficiary_id,
  mode: row.transfer_mode,
  title: row.title,
  subtitle: row.subtitle,
  holder: row.account_holder,
  isDefault: row.is_active,
});

/** What the shopper is told under the status: where the money goes, or what it waits for. */
export function refundNote(refund: RefundView, hasDefault: boolean): string {
  if (refund.status === 'refunded') {
    return refund.toBeneficiary
      ? 'The amount has been paid to your refund account.'
      : 'The amount has been paid back to your original payment method.';
  }
  if (refund.status === 'failed') return 'We could not pay this refund. Please contact us.';
  if (!refund.toBeneficiary) return 'The amount will be paid back to your original payment method.';
  return hasDefault
    ? 'The amount will be paid to your default refund account shortly.'
    : 'Add a bank account or UPI ID below to receive this refund.';
}
