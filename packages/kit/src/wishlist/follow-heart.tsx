import type { FollowType } from '@vitrine/contract';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { useText } from '../i18n/language-context';
import { FOLLOW_PATH, toggleFollow, useFollowed } from './follow-state';

/**
 * The wishlist heart: a plain form post to /_follow, so it works without JavaScript too (a visitor is sent to
 * sign in and comes back with the follow done); with JavaScript it follows in place.
 */
export function FollowHeart({ type, id }: { type: FollowType; id: string }) {
  const t = useText();
  const followed = useFollowed(type, id);
  const [busy, setBusy] = useState(false);
  const location = useLocation();
  const back = location.pathname + location.search;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    toggleFollow(type, id, !followed, back)
      .catch(() => {})
      .finally(() => setBusy(false));
  };
  const label = followed ? t('product.unfollow') : t('product.follow');
  return (
    <form method="post" action={FOLLOW_PATH} className="follow" onSubmit={submit}>
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={followed ? 'unfollow' : 'follow'} />
      <input type="hidden" name="redirectUrl" value={back} />
      <button
        type="submit"
        className="follow__heart"
        aria-pressed={followed}
        aria-label={label}
        title={label}
        disabled={busy}
        data-testid="follow-button"
      >
        <span aria-hidden="true">{followed ? '♥' : '♡'}</span>
      </button>
    </form>
  );
}
