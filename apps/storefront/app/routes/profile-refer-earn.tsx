import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import accountStyles from '../account/account.css?url';
import { failureMessage, failureStatus } from '../account/form.server';
import { readForm } from '../forms.server';
import { requireCartEnabled, requireUser } from '../guards/guards.server';
import rewardsStyles from '../rewards/rewards.css?url';
import { signupOffer } from '../rewards/rewards.server';
import { RewardsRedeemForm } from '../rewards/rewards-redeem-form';
import { RewardsReferral } from '../rewards/rewards-referral';
import type { Route } from './+types/profile-refer-earn';

export const handle = { themePage: 'profile' };

export const links = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: rewardsStyles },
];

const PAGE = '/profile/refer-earn/';

/** /profile/refer-earn/: the shopper's referral code to share, a friend's code to redeem, and the rules. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await Promise.all([requireUser(context, request), requireCartEnabled(context, request)]);
  const [details, { points }, offer] = await Promise.all([
    context.sdk.rewards.getUserReferralDetails(),
    context.sdk.rewards.getUserPoints(),
    signupOffer(context),
  ]);
  const justRedeemed = new URL(request.url).searchParams.get('redeemed');
  return {
    code: details.user.referral_code,
    redeemed: details.user.redeemed,
    message: details.share.message ?? '',
    referral: { text: details.referral.text, subText: details.referral.sub_text },
    referrerInfo: details.referrer_info,
    points,
    offer,
    done: justRedeemed ? `Referral code applied: you earned ${Number(justRedeemed) || 0} points` : undefined,
  };
}

/** Redeems a friend's code; the platform says why when it cannot (own code, unknown, already redeemed). */
export async function action({ request, context }: Route.ActionArgs) {
  await Promise.all([requireUser(context, request), requireCartEnabled(context, request)]);
  const code = String((await readForm(request)).get('referral_code') ?? '').trim();
  if (!code) return data({ message: 'Enter a referral code' }, { status: 400 });
  try {
    const answer = await context.sdk.rewards.redeemReferralCode({ body: { referral_code: code } });
    return redirect(`${PAGE}?redeemed=${answer.points}`);
  } catch (error) {
    return data({ message: failureMessage(error) }, { status: failureStatus(error) });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Refer & earn' },
  { name: 'robots', content: 'noindex' },
];

export default function ReferEarn() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="rewards-page" data-testid="refer-earn">
      <h1 className="page-title">Refer &amp; earn</h1>
      <div className="rewards-balance">
        <div>
          <p>Your reward points</p>
          <p className="rewards-balance__points" data-testid="points-balance">
            {page.points}
          </p>
        </div>
        <Link to="/profile/refer-earn-credit/">See history</Link>
      </div>
      {page.offer ? (
        <div className="rewards-offer" data-testid="signup-offer">
          <p>
            <strong>{page.offer.text}</strong>
          </p>
          <p>{page.offer.subText}</p>
        </div>
      ) : null}
      <RewardsReferral code={page.code} message={page.message} />
      <RewardsRedeemForm redeemed={page.redeemed} error={result?.message} done={page.done} />
      <div>
        <h2>How it works</h2>
        <ul className="rewards-rules" data-testid="referral-rules">
          <li>{page.referral.text}</li>
          <li>{page.referral.subText}</li>
          <li>{page.referrerInfo}</li>
          <li>A code can be redeemed once per shopper, and never your own.</li>
        </ul>
      </div>
    </section>
  );
}
