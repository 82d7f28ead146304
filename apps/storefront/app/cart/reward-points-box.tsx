import { useId } from 'react';
import { BAG_PATH } from './cart-paths';
import { type BagPoints, REWARD_POINTS_INTENT } from './reward-points-bag';
import { useCartForm } from './use-cart-form';

// The bag's reward points speak English for now, as the rewards pages do (rewards/*.tsx).
const TEXTS = {
  title: 'Reward points',
  use: 'Use reward points',
  stopped: 'Reward points not used',
  balance: (points: number) => `Balance: ${points} ${points === 1 ? 'point' : 'points'}`,
};

/**
 * The signed-in shopper's switch to pay with reward points: a plain form post that turns it the other way
 * (so it works without JavaScript), with what the points take off in the platform's words and the balance. The
 * breakup below shows the Reward Points row and the lower total once it is on.
 */
export function RewardPointsBox({
  points,
  showToast,
}: {
  points: BagPoints;
  showToast: (text: string) => void;
}) {
  const id = useId();
  const { onSubmit, busy, pending } = useCartForm((heard, sent) => {
    if (!heard.ok) return;
    showToast(sent.get('points') === 'true' ? heard.message : TEXTS.stopped);
  });
  // Shown turned as asked while the change is on its way.
  const asked = pending?.get('points');
  const on = asked === undefined || asked === null ? points.applied : asked === 'true';
  return (
    <section className="points" aria-labelledby={`${id}-title`} data-testid="reward-points">
      <h2 id={`${id}-title`}>{TEXTS.title}</h2>
      <form method="post" action={BAG_PATH} onSubmit={onSubmit}>
        <input type="hidden" name="intent" value={REWARD_POINTS_INTENT} />
        <input type="hidden" name="points" value={points.applied ? 'false' : 'true'} />
        <button
          type="submit"
          role="switch"
          aria-checked={on}
          aria-describedby={`${id}-worth`}
          className="points__switch"
          disabled={busy}
          data-testid="use-reward-points"
        >
          <span className="points__box" aria-hidden="true" />
          {TEXTS.use}
        </button>
      </form>
      <p id={`${id}-worth`} className="points__worth" data-testid="reward-points-worth">
        {points.description}
      </p>
      <p className="points__balance" data-testid="reward-points-balance">
        {TEXTS.balance(points.balance)}
      </p>
    </section>
  );
}
