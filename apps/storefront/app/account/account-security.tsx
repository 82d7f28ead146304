import { useText } from '@vitrine/kit';
import { AUTH_EN_IN, PROFILE_EN_IN } from '@vitrine/kit/account-texts';
import { Form, useNavigation } from 'react-router';
import { CodeForm } from './code-form';
import { FormError } from './form-error';
import { IntentButton } from './intent-button';
import { NewPasswordFields } from './new-password-fields';
import { DELETE_REASONS, type ProfileResult } from './profile-forms';

const errorOf = (result: ProfileResult | undefined, form: ProfileResult['form']) =>
  result?.form === form ? result.error : undefined;

/** Changing the password: the current one first when the account has one (an account opened by code has none). */
export function ChangePasswordForm({
  hasPassword,
  result,
}: {
  hasPassword: boolean;
  result: ProfileResult | undefined;
}) {
  const t = useText(PROFILE_EN_IN, AUTH_EN_IN);
  const submitting = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="auth-form profile-page__part" replace data-testid="password-form">
      <h2>{hasPassword ? t('account.changePassword') : t('account.setPassword')}</h2>
      <input type="hidden" name="intent" value="change-password" />
      {hasPassword ? (
        <label className="auth-form__field">
          {t('account.currentPassword')}
          <input
            name="old_password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={200}
            data-testid="old-password"
          />
        </label>
      ) : (
        <p className="auth-page__subtext">{t('account.noPasswordYet')}</p>
      )}
      <NewPasswordFields testIds />
      <FormError message={errorOf(result, 'password')} />
      {result?.form === 'password' && result.saved ? (
        <p role="status" className="auth-form__notice" data-testid="password-changed">
          {t('account.passwordChanged')}
        </p>
      ) : null}
      <div className="auth-form__actions">
        <button className="button button--primary" type="submit" disabled={submitting}>
          {hasPassword ? t('account.changePassword') : t('account.setPassword')}
        </button>
      </div>
    </Form>
  );
}

/**
 * Deleting the account in two steps: why, then a confirmation (the code sent to the primary contact, when the
 * account has a verified one). Cancel forgets the started deletion.
 */
export function DeleteAccount({
  pending,
  result,
}: {
  pending: { sentTo: string; resendIn: number } | null;
  result: ProfileResult | undefined;
}) {
  const t = useText(PROFILE_EN_IN, AUTH_EN_IN);
  const submitting = useNavigation().state === 'submitting';
  const error = errorOf(result, 'delete');
  if (!pending) {
    return (
      <Form method="post" className="auth-form profile-page__part" replace data-testid="delete-account-form">
        <h2>{t('account.deleteAccount')}</h2>
        <p className="auth-page__subtext">{t('account.deleteWarning')}</p>
        <label className="auth-form__field">
          {t('account.deleteReason')}
          <select name="reason_id" required defaultValue="" data-testid="delete-reason">
            <option value="" disabled>
              {t('account.chooseReason')}
            </option>
            {DELETE_REASONS.map((id) => (
              <option key={id} value={id}>
                {t(`deleteAccount.reason.${id}`)}
              </option>
            ))}
          </select>
        </label>
        <FormError message={error} />
        <div className="auth-form__actions">
          <IntentButton look="ghost" intent="delete-start" disabled={submitting} data-testid="delete-account">
            {t('account.deleteAccount')}
          </IntentButton>
        </div>
      </Form>
    );
  }
  return (
    <div className="profile-page__part" data-testid="delete-account-confirm">
      <h2>{t('account.deleteAccount')}</h2>
      <p className="auth-page__subtext">{t('account.deleteConfirmText')}</p>
      {pending.sentTo ? (
        <CodeForm
          sentTo={pending.sentTo}
          resendInSeconds={pending.resendIn}
          error={error}
          verifyLabel={t('account.deleteForGood')}
        />
      ) : (
        <Form method="post" className="auth-form" replace>
          <FormError message={error} />
          <IntentButton look="primary" intent="verify" disabled={submitting}>
            {t('account.deleteForGood')}
          </IntentButton>
        </Form>
      )}
      <Form method="post" replace>
        <IntentButton look="link" intent="cancel">
          {t('account.cancel')}
        </IntentButton>
      </Form>
    </div>
  );
}
