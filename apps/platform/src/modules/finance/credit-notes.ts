import type { CREDIT_NOTE_REQUESTS } from '@vitrine/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (paise: number) => paise / 100;
const inRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** What a shopper's credit notes hold in all, how much of it is locked against orders, and what is left. */
export async function creditBalance(db: Db, applicationId: string, userId: string) {
  const { rows } = await sql<{ credited: string | number; locked: string | number }>`SELECT
      coalesce((SELECT sum(n.amount) FROM credit_notes n
        WHERE n.application_id = ${applicationId} AND n.user_id = ${userId}), 0) AS credited,
      coalesce((SELECT sum(l.amount) FROM credit_note_locks l JOIN credit_notes n ON n.number = l.credit_note_number
        WHERE n.application_id = ${applicationId} AND n.user_id = ${userId}), 0) AS locked`.execute(db);
  const credited = Number(rows[0]?.credited ?? 0);
  const locked = Number(rows[0]?.locked ?? 0);
  return {
    total_credited_balance: rupees(credited),
    total_locked_amount: rupees(locked),
    allowed_redemption_amount: rupees(credited - locked),
  };
}

interface LockRequest {
  applicationId: string;
  userId: string;
  creditNoteNumber: string;
  orderId: string;
  amount: number;
  requestType: (typeof CREDIT_NOTE_REQUESTS)[number];
}

/**
 * Locks part of a shopper's credit note against an order, or releases that lock, in one transaction with the
 * note's row locked, so parallel locks cannot hold more than the note. Locking an order again answers the lock
 * it holds; releasing a lock that is not there answers 0: both can be replayed.
 */
export async function lockOrUnlock(db: Db, request: LockRequest) {
  return db.transaction().execute(async (trx) => {
    const note = await trx
      .selectFrom('credit_notes')
      .select(['number', 'amount'])
      .where('number', '=', request.creditNoteNumber)
      .where('application_id', '=', request.applicationId)
      .where('user_id', '=', request.userId)
      .forUpdate()
      .executeTakeFirst();
    // Another shopper's note is answered as one that does not exist.
    if (!note) throw notFound(`Credit note not found: ${request.creditNoteNumber}`);
    const held = await trx
      .selectFrom('credit_note_locks')
      .select('amount')
      .where('credit_note_number', '=', note.number)
      .where('order_id', '=', request.orderId)
      .executeTakeFirst();
    if (request.requestType === 'unlock') {
      if (held) {
        await trx
          .deleteFrom('credit_note_locks')
          .where('credit_note_number', '=', note.number)
          .where('order_id', '=', request.orderId)
          .execute();
      }
      return { credit_note_number: note.number, amount: rupees(Number(held?.amount ?? 0)) };
    }
    if (held) return { credit_note_number: note.number, amount: rupees(Number(held.amount)) };
    const { locked } = await trx
      .selectFrom('credit_note_locks')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('locked'))
      .where('credit_note_number', '=', note.number)
      .executeTakeFirstOrThrow();
    const left = Number(note.amount) - Number(locked);
    const wanted = paise(request.amount);
    if (wanted > left) {
      throw badRequest(`Only ${inRupees.format(rupees(left))} is left on credit note ${note.number}`);
    }
    await trx
      .insertInto('credit_note_locks')
      .values({ credit_note_number: note.number, order_id: request.orderId, amount: wanted })
      .execute();
    return { credit_note_number: note.number, amount: rupees(wanted) };
  });
}
