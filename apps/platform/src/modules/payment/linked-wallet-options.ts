import type { PaymentMode } from '@vitrine/contract';
import type { Db } from '../../db/database';
import { linkedWalletCodes } from './wallet-links-sql';

/**
 * Marks the wallets (WL options) the signed-in shopper has linked: `meta.is_linked`, where PaymentModeList keeps
 * what is particular to an option. A visitor has none; nothing of the link but that it exists is shown.
 */
export async function withLinkedWallets<T extends { payment_options: { payment_option: PaymentMode[] } }>(
  db: Db,
  shopper: { applicationId: string; userId: string | undefined },
  answer: T,
): Promise<T> {
  const { userId } = shopper;
  const linked = userId ? await linkedWalletCodes(db, { applicationId: shopper.applicationId, userId }) : [];
  if (linked.length === 0) return answer;
  const payment_option = answer.payment_options.payment_option.map((mode) =>
    mode.name !== 'WL'
      ? mode
      : {
          ...mode,
          list: mode.list?.map((option) =>
            option.code && linked.includes(option.code)
              ? { ...option, meta: { ...(option.meta as object), is_linked: true } }
              : option,
          ),
        },
  );
  return { ...answer, payment_options: { ...answer.payment_options, payment_option } };
}
