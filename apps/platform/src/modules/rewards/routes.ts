import { api, POINTS_HISTORY_PAGE } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import type { On } from '../../http/route';
import { signedInUser } from '../user/signed-in';
import { openPointsAccount, pointsBalance } from './points-ledger';
import { hasRedeemed, redeemReferral, referralCodeOf } from './referrals';
import { rewardRules } from './reward-rules';
import {
  articlePoints,
  entryView,
  OFFER_NOT_FOUND,
  offerNamed,
  orderDiscount,
  shareMessage,
} from './rewards';
import { entriesPage } from './rewards-sql';

const BAD_PAGE_ID = 'page_id is not valid: pass page.next_id of the previous page';

/** Reward points: balance, history, referrals and offers, all for a signed-in shopper only (spec §6). */
export function registerRewards(on: On, services: Services): void {
  const { db } = services;
  const signedIn = signedInUser(services);
  /** The signed-in shopper, their points account open, and the shop's rules. */
  const caller = async (c: Context<AppEnv>) => {
    const user = await signedIn(c);
    const shopper = { applicationId: c.get('application').id, userId: user.id };
    const rules = await rewardRules(db, shopper.applicationId);
    await openPointsAccount(db, rules, shopper);
    return { shopper, rules };
  };

  on(api.rewards.getUserPoints, async (_request, c) => {
    const { shopper } = await caller(c);
    return { points: await pointsBalance(db, shopper.applicationId, shopper.userId) };
  });

  on(api.rewards.getUserPointsHistory, async ({ query }, c) => {
    if (query.page_id !== undefined && !/^[1-9]\d{0,17}$/.test(query.page_id)) throw badRequest(BAD_PAGE_ID);
    const { shopper } = await caller(c);
    const size = query.page_size ?? POINTS_HISTORY_PAGE.size;
    const { entries, hasNext } = await entriesPage(db, shopper, { before: query.page_id, size });
    const last = entries.at(-1);
    return {
      items: entries.map(entryView),
      page: {
        type: 'cursor' as const,
        next_id: hasNext && last ? String(last.id) : '',
        has_next: hasNext,
        has_previous: query.page_id !== undefined,
        size,
      },
    };
  });

  on(api.rewards.getUserReferralDetails, async (_request, c) => {
    const { shopper, rules } = await caller(c);
    const code = await referralCodeOf(db, shopper);
    const referral = offerNamed('referral', rules, shopper.applicationId);
    if (!referral) throw notFound(OFFER_NOT_FOUND);
    const share = shareMessage(code, rules, c.get('application').name);
    return {
      referral: { ...referral, share },
      share,
      user: {
        blocked: !rules.credit,
        points: rules.referrerPoints,
        redeemed: await hasRedeemed(db, shopper),
        referral_code: code,
      },
      referrer_info: `You get ${rules.referrerPoints} points when a friend redeems your code`,
      terms_conditions_link: '',
    };
  });

  on(api.rewards.redeemReferralCode, async ({ body }, c) => {
    const { shopper, rules } = await caller(c);
    return redeemReferral(db, rules, shopper, body.referral_code);
  });

  on(api.rewards.getOfferByName, async ({ params }, c) => {
    await signedIn(c);
    const applicationId = c.get('application').id;
    const offer = offerNamed(params.name, await rewardRules(db, applicationId), applicationId);
    if (!offer) throw notFound(OFFER_NOT_FOUND);
    return offer;
  });

  on(api.rewards.catalogueOrder, async ({ body }, c) => {
    const { rules } = await caller(c);
    return { articles: articlePoints(body.articles ?? [], rules) };
  });

  on(api.rewards.getOrderDiscount, async ({ body }, c) => {
    const { shopper, rules } = await caller(c);
    const balance = await pointsBalance(db, shopper.applicationId, shopper.userId);
    return orderDiscount(Math.round(body.order_amount * 100), balance, rules);
  });
}
