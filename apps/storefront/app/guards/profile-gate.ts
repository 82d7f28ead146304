import type { RequiredFields, User } from '@vitrine/contract';

export type ProfileField = 'email' | 'mobile';
export type GateLevel = 'hard' | 'soft';

/** The cookie that remembers a shopper dismissed the soft request for missing profile fields (spec §4). */
export const PROFILE_SKIP_COOKIE = 'vitrine.profile-skipped';

/** A required field counts as present only with an entry that is both primary and verified (spec §5). */
function hasField(user: User, field: ProfileField): boolean {
  const entries = field === 'email' ? user.emails : user.phone_numbers;
  return (entries ?? []).some((entry) => entry.primary && entry.verified);
}

/** The required fields the user lacks, each with how firmly the shop asks for it. */
export function missingProfileFields(
  user: User,
  required: RequiredFields | undefined,
): { field: ProfileField; level: GateLevel }[] {
  return (['email', 'mobile'] as const)
    .filter((field) => required?.[field]?.is_required && !hasField(user, field))
    .map((field) => ({ field, level: required?.[field]?.level === 'soft' ? 'soft' : 'hard' }));
}

/**
 * Whether the user must go to edit-profile first: a hard level always forces it, a soft one only until the
 * user dismissed it.
 */
export function profileGate(
  user: User | null,
  required: RequiredFields | undefined,
  softDismissed: boolean,
): GateLevel | null {
  if (!user) return null;
  const missing = missingProfileFields(user, required);
  if (missing.some((entry) => entry.level === 'hard')) return 'hard';
  if (missing.length > 0 && !softDismissed) return 'soft';
  return null;
}
