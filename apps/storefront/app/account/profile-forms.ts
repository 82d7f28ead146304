/** Why a shopper leaves: sent to the platform as reason_id, with its English text as reason. */
export const DELETE_REASONS = ['not-used', 'other-account', 'privacy', 'other'] as const;

export interface ProfileResult {
  /** Which of the profile details page's forms the answer belongs to, so its error shows under that form. */
  form: 'details' | 'password' | 'delete';
  error?: string;
  saved?: boolean;
}
