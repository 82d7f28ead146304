import type { StorefrontContext } from '../load-context';

type Features = { feature?: { common?: { reward_points?: { credit?: { enabled?: boolean } } } } };

/** Whether the shop gives reward points (feature common.reward_points.credit), shared across the request. */
async function rewardCreditOn(context: StorefrontContext): Promise<boolean> {
  const features = (await context
    .shared('features', () => context.sdk.configuration.getFeatures())
    .catch(() => undefined)) as Features | undefined;
  return features?.feature?.common?.reward_points?.credit?.enabled === true;
}

/**
 * The signup offer (spec §6: fetched only while reward-points credit is on and the shopper is signed in, which
 * the caller's guard has made sure of); undefined when the shop gives no points or has no such offer.
 */
export async function signupOffer(context: StorefrontContext) {
  if (!(await rewardCreditOn(context))) return undefined;
  const offer = await context.sdk.rewards.getOfferByName({ name: 'signup' }).catch(() => undefined);
  return offer?.active ? { text: offer.text, subText: offer.sub_text } : undefined;
}
