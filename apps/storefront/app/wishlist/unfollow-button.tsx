import type { FollowType } from '@vitrine/contract';
import { FOLLOW_PATH, toggleFollow, useText } from '@vitrine/kit';
import { WISHLIST_EN_IN } from '@vitrine/kit/account-texts';
import { type FormEvent, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';

/** 'Remove' on the wishlist: a plain form post to /_follow; with JavaScript it unfollows and reloads the list. */
export function UnfollowButton({ type, id, name }: { type: FollowType; id: string; name: string }) {
  const t = useText(WISHLIST_EN_IN);
  const location = useLocation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const back = location.pathname + location.search;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    toggleFollow(type, id, false, back)
      .then(() => revalidator.revalidate())
      .catch(() => {})
      .finally(() => setBusy(false));
  };
  return (
    <form method="post" action={FOLLOW_PATH} onSubmit={submit}>
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value="unfollow" />
      <input type="hidden" name="redirectUrl" value={back} />
      <button
        type="submit"
        className="button button--secondary"
        disabled={busy}
        data-testid="unfollow"
        aria-label={t('wishlist.removeOne', { name })}
      >
        {t('wishlist.remove')}
      </button>
    </form>
  );
}
