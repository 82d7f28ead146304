import type { ResponseHeaders } from '@vitrine/sdk';
import { z } from 'zod';
import type { StorefrontContext } from '../load-context';
import { REWARD_POINTS_INTENT } from './reward-points-bag';

/** The bag's points switch: `points` is what the shopper turns it to. */
export const RedeemPoints = z.object({
  intent: z.literal(REWARD_POINTS_INTENT),
  points: z.enum(['true', 'false'], { error: 'Choose whether to use your reward points' }),
});

/** Redeems (or stops redeeming) the shopper's points on their cart; the message is the platform's account of it. */
export async function redeemPoints(
  context: StorefrontContext,
  asked: z.output<typeof RedeemPoints>,
): Promise<{ ok: boolean; message: string; headers: ResponseHeaders }> {
  const [answer, headers] = await context.sdk.cart.applyRewardPoints(
    { b: true, body: { points: asked.points === 'true' } },
    { responseHeaders: true },
  );
  return { ok: true, message: answer.breakup_values?.loyalty_points?.description ?? '', headers };
}
