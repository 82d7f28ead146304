import { useText } from '@vitrine/kit';
import { AUTH_EN_IN, PROFILE_EN_IN } from '@vitrine/kit/account-texts';
import { Form, useNavigation } from 'react-router';
import { CodeForm } from './code-form';
import { FormError } from './form-error';
import { IntentButton } from './intent-button';

type Entity = 'mobile' | 'email';

export interface PendingContact {
  entity: Entity;
  sentTo: string;
  resendIn: number;
}

/** Typing the code sent to a contact detail being added, or going back on it. */
export function ContactCode({ pending, error }: { pending: PendingContact; error?: string }) {
  const t = useText(AUTH_EN_IN, PROFILE_EN_IN);
  return (
    <div className="add-contact" data-testid={`verify-${pending.entity}`}>
      <CodeForm sentTo={pending.sentTo} resendInSeconds={pending.resendIn} error={error} />
      <Form method="post" replace>
        <IntentButton look="link" intent="cancel">
          {t('account.cancel')}
        </IntentButton>
      </Form>
    </div>
  );
}

/** The form that sends a code to a new mobile number or e-mail address (routes handle it with contactCodeAction). */
export function AddContactForm({
  entity,
  error,
  label,
  linkOption = false,
}: {
  entity: Entity;
  error?: string;
  label?: string;
  /** An e-mail may instead be added unverified, with a verification link sent to it (intent add-by-link). */
  linkOption?: boolean;
}) {
  const submitting = useNavigation().state === 'submitting';
  const t = useText(AUTH_EN_IN, PROFILE_EN_IN);
  return (
    <Form method="post" className="auth-form add-contact" replace data-testid={`add-${entity}`}>
      {entity === 'mobile' ? (
        <div className="auth-form__phone">
          <label className="auth-form__field">
            {t('account.code')}
            <input name="country_code" defaultValue="91" inputMode="numeric" maxLength={5} required />
          </label>
          <label className="auth-form__field">
            {label ?? t('account.mobileNumber')}
            <input
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={15}
              required
              data-testid="add-mobile-input"
            />
          </label>
        </div>
      ) : (
        <label className="auth-form__field">
          {label ?? t('account.emailAddress')}
          <input
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            required
            data-testid="add-email-input"
          />
        </label>
      )}
      <FormError message={error} />
      <div className="auth-form__actions">
        <IntentButton look="primary" intent={`add-${entity}`} disabled={submitting}>
          {t('contacts.sendCode')}
        </IntentButton>
        {linkOption ? (
          <IntentButton look="ghost" intent="add-by-link" disabled={submitting} data-testid="add-by-link">
            {t('contacts.linkInstead')}
          </IntentButton>
        ) : null}
      </div>
    </Form>
  );
}
