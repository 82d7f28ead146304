import { randomBytes } from 'node:crypto';
import type { RefundTransferMode } from '@vitrine/contract';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { RefundBeneficiaryTable } from '../../db/tables/refund-beneficiaries';

export type BeneficiaryRow = Selectable<RefundBeneficiaryTable>;
export type NewBeneficiary = Omit<
  Insertable<RefundBeneficiaryTable>,
  'id' | 'beneficiary_id' | 'application_id' | 'user_id' | 'is_default' | 'created_at' | 'modified_at'
>;

export interface RefundShopper {
  applicationId: string;
  userId: string;
}

/** Whether the order is the shopper's own. */
export async function isOwnOrder(db: Db, shopper: RefundShopper, orderId: string): Promise<boolean> {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .where('application_id', '=', shopper.applicationId)
    .where('user_id', '=', shopper.userId)
    .executeTakeFirst();
  return Boolean(order);
}

export function beneficiariesOf(db: Db, shopper: RefundShopper): Promise<BeneficiaryRow[]> {
  return db
    .selectFrom('refund_beneficiaries')
    .selectAll()
    .where('application_id', '=', shopper.applicationId)
    .where('user_id', '=', shopper.userId)
    .orderBy('id')
    .execute();
}

/** Serialises changes to one shopper's beneficiaries, so that at most one is ever the default. */
/** The beneficiary_id of the shopper's default refund account, if they have one. */
export async function defaultBeneficiaryOf(db: Db, shopper: RefundShopper): Promise<string | undefined> {
  const row = await db
    .selectFrom('refund_beneficiaries')
    .select('beneficiary_id')
    .where('application_id', '=', shopper.applicationId)
    .where('user_id', '=', shopper.userId)
    .where('is_default', '=', true)
    .executeTakeFirst();
  return row?.beneficiary_id;
}

const lockShopper = (trx: Db, shopper: RefundShopper) =>
  sql`SELECT pg_advisory_xact_lock(hashtext(${`refund-beneficiaries:${shopper.applicationId}:${shopper.userId}`}))`.execute(
    trx,
  );

/**
 * Stores a beneficiary, or touches the same one added before; the shopper's first becomes their default.
 */
export function saveBeneficiary(db: Db, shopper: RefundShopper, beneficiary: NewBeneficiary) {
  return db.transaction().execute(async (trx) => {
    await lockShopper(trx, shopper);
    const hasDefault = await defaultBeneficiaryOf(trx, shopper);
    return trx
      .insertInto('refund_beneficiaries')
      .values({
        ...beneficiary,
        beneficiary_id: randomBytes(12).toString('hex'),
        application_id: shopper.applicationId,
        user_id: shopper.userId,
        is_default: !hasDefault,
      })
      .onConflict((conflict) =>
        conflict
          .columns([
            'application_id',
            'user_id',
            'transfer_mode',
            'account_no',
            'ifsc_code',
            'vpa',
            'wallet',
            'mobile',
          ])
          .doUpdateSet({
            account_holder: (eb) => eb.ref('excluded.account_holder'),
            bank_name: (eb) => eb.ref('excluded.bank_name'),
            branch_name: (eb) => eb.ref('excluded.branch_name'),
            modified_at: new Date(),
          }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Makes one of the shopper's beneficiaries their default; false when they have none by that id. */
export function setDefaultBeneficiary(db: Db, shopper: RefundShopper, beneficiaryId: string) {
  return db.transaction().execute(async (trx) => {
    await lockShopper(trx, shopper);
    const mine = trx
      .updateTable('refund_beneficiaries')
      .where('application_id', '=', shopper.applicationId)
      .where('user_id', '=', shopper.userId);
    const chosen = await trx
      .selectFrom('refund_beneficiaries')
      .select('id')
      .where('application_id', '=', shopper.applicationId)
      .where('user_id', '=', shopper.userId)
      .where('beneficiary_id', '=', beneficiaryId)
      .executeTakeFirst();
    if (!chosen) return false;
    await mine.set({ is_default: false, modified_at: new Date() }).where('is_default', '=', true).execute();
    await mine.set({ is_default: true, modified_at: new Date() }).where('id', '=', chosen.id).execute();
    return true;
  });
}

/** The transfer modes the shopper turned off. */
export async function disabledModesOf(db: Db, shopper: RefundShopper): Promise<Set<string>> {
  const rows = await db
    .selectFrom('refund_transfer_modes')
    .select('transfer_mode')
    .where('application_id', '=', shopper.applicationId)
    .where('user_id', '=', shopper.userId)
    .where('enabled', '=', false)
    .execute();
  return new Set(rows.map((row) => row.transfer_mode));
}

export async function setTransferMode(
  db: Db,
  shopper: RefundShopper,
  mode: RefundTransferMode,
  enabled: boolean,
): Promise<void> {
  await db
    .insertInto('refund_transfer_modes')
    .values({
      application_id: shopper.applicationId,
      user_id: shopper.userId,
      transfer_mode: mode,
      enabled,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['application_id', 'user_id', 'transfer_mode'])
        .doUpdateSet({ enabled, updated_at: new Date() }),
    )
    .execute();
}

/** Drops the bank account a spent code request carried: it now lives only with the beneficiary. */
export async function forgetPendingAccount(db: Db, requestId: string): Promise<void> {
  await sql`UPDATE one_time_codes SET details = details - 'account' WHERE request_id = ${requestId}`.execute(
    db,
  );
}
