/** Why a shopper leaves: sent to the platform as reason_id, with its English text as reason. */
export const DELETE_REASONS = ['not-used', 'other-account', 'privacy', 'other'] as const;

/** Which of the profile details page's forms an answer belongs to, so its error shows under that form. */
export type ProfileForm = 'details' | 'password' | 'delete';

export interface ProfileResult {
  form: ProfileForm;
  error?: string;
  saved?: boolean;
}
