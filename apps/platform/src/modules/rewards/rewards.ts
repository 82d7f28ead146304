import type { api, PointsEntry } from '@vitrine/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { RewardEntryTable } from '../../db/tables/rewards';
import { formatPaise } from '../cart/coupons';
import { rupees } from '../catalog/views';
import { mostPointsFor, pointsEarnedFor, type RewardRules, redeemable } from './reward-rules';

type Offer = z.output<typeof api.rewards.getOfferByName.response>;

export const OFFER_NOT_FOUND = 'Offer not found';
const REFER_PAGE = '/profile/refer-earn/';

/** When the shop's points offers began: they run without an end. */
const OFFERS_SINCE = '2024-01-01T00:00:00.000Z';

/** The signup and referral offers, as the shop's rules make them; undefined for a name the shop has none of. */
export function offerNamed(name: string, rules: RewardRules, applicationId: string): Offer | undefined {
  const base = {
    name,
    type: name,
    active: rules.credit,
    application_id: applicationId,
    url: REFER_PAGE,
    _schedule: { start: OFFERS_SINCE, end: '', duration: 0 },
    created_at: OFFERS_SINCE,
    updated_at: OFFERS_SINCE,
  };
  if (name === 'signup')
    return {
      ...base,
      text: `Sign up and get ${rules.signupPoints} reward points`,
      sub_text: `1 point = ${formatPaise(rules.pointValue)} off your next orders`,
      rule: { points: rules.signupPoints },
    };
  if (name === 'referral')
    return {
      ...base,
      text: `Invite a friend: you get ${rules.referrerPoints} points, they get ${rules.refereePoints}`,
      sub_text: `Your friend enters your code on their Refer & Earn page after signing up`,
      rule: { points: rules.referrerPoints, referee_points: rules.refereePoints },
    };
  return undefined;
}

/** The words a shopper shares to invite a friend. */
export function shareMessage(code: string, rules: RewardRules, shop: string) {
  const message =
    `Join me on ${shop}! Use my referral code ${code} after signing up and get ${rules.refereePoints} ` +
    `reward points to spend on your orders.`;
  return { message, text: message, whatsapp: message, sms: message, fallback: message };
}

const KIND_TITLES: Record<RewardEntryKind, string> = {
  earned: 'Points earned',
  redeemed: 'Points redeemed',
  reversed: 'Points taken back',
  restored: 'Points given back',
  referral: 'Referral points',
  signup: 'Signup points',
};
type RewardEntryKind = Selectable<RewardEntryTable>['kind'];

/** One ledger entry as PointsHistory. */
export function entryView(entry: Selectable<RewardEntryTable>): PointsEntry {
  const at = new Date(entry.created_at).toISOString();
  return {
    _id: String(entry.id),
    application_id: entry.application_id,
    claimed: true,
    created_at: at,
    updated_at: at,
    meta: { kind: entry.kind, order_id: entry.order_id ?? '', shipment_id: entry.shipment_id ?? '' },
    points: entry.points,
    remaining_points: entry.balance_after,
    text_1: KIND_TITLES[entry.kind],
    text_2: entry.text,
    text_3: entry.order_id ? `Order ${entry.order_id}` : '',
    txn_name: entry.kind,
    user_id: entry.user_id,
  };
}

const discount = (paise: number, goods: number) => {
  const percent = goods > 0 ? Math.round((paise / goods) * 10_000) / 100 : 0;
  return {
    absolute: rupees(paise),
    currency: 'INR',
    display_absolute: formatPaise(paise),
    display_percent: `${percent}%`,
    percent,
  };
};

/** What the shopper's points can take off an order of `amount` paise: the rule's most, and theirs. */
export function orderDiscount(amount: number, balance: number, rules: RewardRules) {
  const best = mostPointsFor(amount, rules);
  const theirs = rules.debit ? redeemable(balance, amount, rules) : { points: 0, value: 0 };
  return {
    order_amount: rupees(amount),
    points: theirs.points,
    discount: discount(theirs.value, amount),
    base_discount: discount(best * rules.pointValue, amount),
    applied_rule_bucket: {
      low: 0,
      high: rupees(amount),
      max: rupees(best * rules.pointValue),
      value: rules.maxRedeemPercent,
      value_type: 'percent',
    },
  };
}

/** The points each article would earn when bought at its price (rupees) and delivered. */
export function articlePoints(articles: { id: string; price: number }[], rules: RewardRules) {
  return articles.map(({ id, price }) => ({
    id,
    price,
    points: rules.credit ? pointsEarnedFor(Math.round(price * 100), rules) : 0,
  }));
}
