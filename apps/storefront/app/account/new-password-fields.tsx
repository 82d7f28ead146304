import { useText } from '@vitrine/kit';
import { AUTH_EN_IN, PROFILE_EN_IN } from '@vitrine/kit/account-texts';

/**
 * A new password typed twice (`password`, `confirm_password`; checked by validation.ts's newPasswordPair). The
 * labels name a new password unless `first` (registering: the account's first one).
 */
export function NewPasswordFields({
  first = false,
  testIds = false,
}: {
  first?: boolean;
  testIds?: boolean;
}) {
  const t = useText(AUTH_EN_IN, PROFILE_EN_IN);
  return (
    <>
      <label className="auth-form__field">
        {first ? t('account.password') : t('account.newPassword')}
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={200}
          data-testid={testIds ? 'new-password' : undefined}
        />
      </label>
      <label className="auth-form__field">
        {first ? t('account.confirmPassword') : t('account.confirmNewPassword')}
        <input
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={200}
          data-testid={testIds ? 'confirm-password' : undefined}
        />
      </label>
    </>
  );
}
