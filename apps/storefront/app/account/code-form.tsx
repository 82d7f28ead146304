import { useText } from '@vitrine/kit';
import { AUTH_EN_IN } from '@vitrine/kit/account-texts';
import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormError } from './form-error';
import { IntentButton } from './intent-button';

type Text = (key: 'code.resendIn', values: { clock: string }) => string;

/** What the resend control says while the shopper must still wait (`t` from useText). */
export function resendWaitText(seconds: number, t: Text): string {
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return t('code.resendIn', { clock });
}

/** Counts down to when a new code may be asked for (the send answer's resend_timer), once a second. */
function useSecondsLeft(initial: number): number {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    setLeft(initial);
    if (initial <= 0) return;
    const started = Date.now();
    const tick = setInterval(() => {
      const next = Math.max(0, initial - Math.floor((Date.now() - started) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(tick);
    }, 1000);
    return () => clearInterval(tick);
  }, [initial]);
  return left;
}

/**
 * The screen after a code was sent: type it and verify, or ask for a new one once the resend timer ran out.
 * Both buttons post the same form to the route's action (intent verify or resend), with or without JavaScript.
 */
export function CodeForm({
  sentTo,
  resendInSeconds,
  error,
  notice,
  children,
  verifyLabel,
}: {
  sentTo: string;
  resendInSeconds: number;
  error?: string;
  notice?: string;
  /** Extra fields the action needs (hidden inputs). */
  children?: React.ReactNode;
  verifyLabel?: string;
}) {
  const left = useSecondsLeft(resendInSeconds);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const t = useText(AUTH_EN_IN);
  return (
    <Form method="post" className="auth-form" replace data-testid="code-form">
      <p className="auth-page__subtext">
        {t('code.sentTo')} <strong data-testid="code-sent-to">{sentTo}</strong>
      </p>
      {children}
      <label className="auth-form__field">
        {t('code.oneTimeCode')}
        <input
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{4,8}"
          maxLength={8}
          required
          data-testid="code-input"
        />
      </label>
      <FormError message={error} />
      {notice ? (
        <p role="status" className="auth-form__notice">
          {notice}
        </p>
      ) : null}
      <div className="auth-form__actions">
        <IntentButton look="primary" intent="verify" disabled={busy}>
          {verifyLabel ?? t('code.verify')}
        </IntentButton>
        <IntentButton
          look="ghost"
          intent="resend"
          formNoValidate
          disabled={busy || left > 0}
          data-testid="resend-code"
        >
          {left > 0 ? resendWaitText(left, t) : t('code.resend')}
        </IntentButton>
      </div>
    </Form>
  );
}
