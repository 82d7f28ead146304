import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest, HttpError } from '../../http/errors';
import { isUniqueViolation } from '../checkout/orders-sql';
import { changePoints } from './points-ledger';
import type { RewardRules } from './reward-rules';

const REWARDS_OFF = 'Reward points are not enabled for this shop';
const CODE_NOT_FOUND = 'This referral code is not valid';
const OWN_CODE = 'You cannot redeem your own referral code';
const ALREADY_REDEEMED = 'You have already redeemed a referral code';
const REFERRED_BY_YOU = 'This friend joined with your referral code: their code cannot be redeemed by you';

/** No 0/O or 1/I: a code is read aloud and typed from a message. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

interface Shopper {
  applicationId: string;
  userId: string;
}

/** The shopper's referral code, made on first ask; unique in the shop (a clash draws again). */
export async function referralCodeOf(db: Db, shopper: Shopper): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const found = await db
      .selectFrom('referral_codes')
      .select('code')
      .where('application_id', '=', shopper.applicationId)
      .where('user_id', '=', shopper.userId)
      .executeTakeFirst();
    if (found) return found.code;
    try {
      await sql`INSERT INTO referral_codes (application_id, user_id, code)
        VALUES (${shopper.applicationId}, ${shopper.userId}, ${newCode()}) ON CONFLICT (application_id, user_id) DO NOTHING`.execute(
        db,
      );
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** Whether the shopper has redeemed a friend's code. */
export async function hasRedeemed(db: Db, shopper: Shopper): Promise<boolean> {
  const row = await db
    .selectFrom('referral_redemptions')
    .select('code')
    .where('application_id', '=', shopper.applicationId)
    .where('referee_id', '=', shopper.userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Redeems a friend's code: once per shopper, never their own. Both get their points in this one transaction,
 * or neither does.
 */
export async function redeemReferral(db: Db, rules: RewardRules, shopper: Shopper, typed: string) {
  if (!rules.credit) throw badRequest(REWARDS_OFF);
  const code = typed.trim().toUpperCase();
  return db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('referral_codes as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.user_id', 'u.first_name'])
      .where('r.application_id', '=', shopper.applicationId)
      .where('r.code', '=', code)
      .executeTakeFirst();
    if (!owner) throw badRequest(CODE_NOT_FOUND);
    if (owner.user_id === shopper.userId) throw badRequest(OWN_CODE);
    const { rows } =
      await sql`INSERT INTO referral_redemptions (application_id, referee_id, referrer_id, code)
      VALUES (${shopper.applicationId}, ${shopper.userId}, ${owner.user_id}, ${code})
      ON CONFLICT DO NOTHING RETURNING code`.execute(trx);
    if (rows.length === 0) {
      if (await hasRedeemed(trx, shopper)) throw new HttpError(409, ALREADY_REDEEMED);
      throw badRequest(REFERRED_BY_YOU);
    }
    const name = owner.first_name || 'a friend';
    const changes = [
      {
        ...shopper,
        kind: 'referral' as const,
        points: rules.refereePoints,
        referralUserId: owner.user_id,
        text: `Referred by ${name}`,
      },
      {
        applicationId: shopper.applicationId,
        userId: owner.user_id,
        kind: 'referral' as const,
        points: rules.referrerPoints,
        referralUserId: shopper.userId,
        text: 'A friend joined with your referral code',
      },
    ];
    // Balances are locked in one order (by user id), so two friends redeeming each other's codes at once wait
    // for each other instead of deadlocking.
    changes.sort((a, b) => (a.userId < b.userId ? -1 : 1));
    for (const change of changes) await changePoints(trx, change);
    return {
      redeemed: true,
      message: `Referral code applied: you earned ${rules.refereePoints} points`,
      referrer_info: `Referred by ${name}`,
      referrer_id: '',
      points: rules.refereePoints,
    };
  });
}
