import {
  REFUND_TRANSFER_MODES,
  type RefundBeneficiaryView,
  type RefundTransferMode,
  storedJson,
} from '@vitrine/contract';
import type { UserEmail } from '../../db/schema';
import type { Services } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import type { UserRow } from '../user/users-sql';
import type { PaymentGatewaySettings } from './gateway-config';
import { DEFAULT_LOGO } from './payment-options';
import {
  type BeneficiaryRow,
  beneficiariesOf,
  disabledModesOf,
  isOwnOrder,
  type NewBeneficiary,
  type RefundShopper,
  saveBeneficiary,
} from './refund-accounts-sql';
import { upiGateway, validateVpa } from './upi-payments';

const ORDER_NOT_FOUND = 'Order not found';
export const BENEFICIARY_NOT_FOUND = 'Beneficiary not found';

/** Each transfer mode's number and name as the SDK's TransferItemsDetails shows them. */
const MODES: Record<RefundTransferMode, { id: number; display_name: string }> = {
  bank: { id: 1, display_name: 'Bank Account' },
  upi: { id: 2, display_name: 'UPI' },
  wallet: { id: 3, display_name: 'Wallet' },
};

/** A number shown by its last four digits only: refund accounts are never echoed whole. */
export const masked = (digits: string) =>
  digits.length > 4 ? `${'X'.repeat(digits.length - 4)}${digits.slice(-4)}` : digits;

function titles(row: BeneficiaryRow) {
  if (row.transfer_mode === 'bank') {
    const account = masked(row.account_no);
    return { title: row.bank_name, subtitle: account, display_name: `${row.bank_name} ${account}` };
  }
  if (row.transfer_mode === 'upi') return { title: 'UPI', subtitle: row.vpa, display_name: row.vpa };
  return {
    title: row.wallet,
    subtitle: masked(row.mobile),
    display_name: `${row.wallet} ${masked(row.mobile)}`,
  };
}

/** The SDK's OrderBeneficiaryDetails of a stored beneficiary, its account number masked. */
export function beneficiaryView(row: BeneficiaryRow): RefundBeneficiaryView {
  return {
    id: row.id,
    beneficiary_id: row.beneficiary_id,
    transfer_mode: row.transfer_mode,
    ...titles(row),
    account_no: masked(row.account_no),
    account_holder: row.account_holder,
    ifsc_code: row.ifsc_code,
    bank_name: row.bank_name,
    branch_name: row.branch_name,
    email: row.email,
    mobile: row.transfer_mode === 'wallet' ? masked(row.mobile) : row.mobile,
    address: '',
    is_active: row.is_default,
    created_on: new Date(row.created_at).toISOString(),
    modified_on: new Date(row.modified_at).toISOString(),
  };
}

/** The shopper's e-mail kept with a beneficiary, for the refund's notice. */
export function shopperEmail(user: UserRow): string {
  const emails = storedJson<UserEmail[]>(user.emails);
  return (emails.find((email) => email.primary) ?? emails[0])?.email ?? '';
}

/** Refuses a beneficiary of a mode the shopper turned off. */
export async function requireModeOn(db: Services['db'], shopper: RefundShopper, mode: RefundTransferMode) {
  if ((await disabledModesOf(db, shopper)).has(mode)) {
    throw badRequest(`Refunds to a ${MODES[mode].display_name} are turned off; turn them on first`);
  }
}

/** Stores a beneficiary of a mode the shopper has on. */
export async function addBeneficiary(
  db: Services['db'],
  shopper: RefundShopper,
  beneficiary: NewBeneficiary,
) {
  await requireModeOn(db, shopper, beneficiary.transfer_mode);
  return saveBeneficiary(db, shopper, beneficiary);
}

/** Stores a UPI ID the gateway says can be paid to, under the name its bank gives. */
export async function addUpiBeneficiary(
  db: Services['db'],
  gateway: PaymentGatewaySettings | undefined,
  user: UserRow,
  shopper: RefundShopper,
  details: { vpa?: string | null; account_holder?: string },
) {
  const vpa = details.vpa?.trim() ?? '';
  if (!vpa) throw badRequest('details.vpa is required: the UPI ID to refund to');
  await requireModeOn(db, shopper, 'upi');
  const check = await validateVpa(upiGateway(gateway), vpa);
  if (!check.data.is_valid) throw badRequest(`${vpa} is not a UPI ID that can receive money`);
  return saveBeneficiary(db, shopper, {
    transfer_mode: 'upi',
    vpa,
    account_holder: check.data.customer_name || details.account_holder?.trim() || '',
    email: shopperEmail(user),
  });
}

/** A 404 unless the order is the shopper's own; an empty id names no order. */
export async function requireOwnOrder(
  db: Services['db'],
  shopper: RefundShopper,
  orderId: string | undefined,
) {
  if (orderId && !(await isOwnOrder(db, shopper, orderId))) throw notFound(ORDER_NOT_FOUND);
}

/** The shopper's beneficiaries; for an order, only those of the modes they have on. */
export async function beneficiaryList(db: Services['db'], shopper: RefundShopper, forOrder: boolean) {
  const rows = await beneficiariesOf(db, shopper);
  const off = forOrder ? await disabledModesOf(db, shopper) : new Set<string>();
  return {
    show_beneficiary_details: true,
    beneficiaries: rows.filter((row) => !off.has(row.transfer_mode)).map(beneficiaryView),
  };
}

/** TransferModeResponse: every mode, each with whether the shopper has it on. */
export async function transferModes(db: Services['db'], shopper: RefundShopper) {
  const off = await disabledModesOf(db, shopper);
  return {
    data: REFUND_TRANSFER_MODES.map((name) => ({
      display_name: MODES[name].display_name,
      items: [
        {
          id: MODES[name].id,
          name,
          display_name: MODES[name].display_name,
          logo_large: DEFAULT_LOGO,
          logo_small: DEFAULT_LOGO,
          is_active: !off.has(name),
        },
      ],
    })),
  };
}
