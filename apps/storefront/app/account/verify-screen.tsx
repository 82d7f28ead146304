import { useText } from '@vitrine/kit';
import { AUTH_EN_IN } from '@vitrine/kit/account-texts';
import { Form, useNavigation } from 'react-router';
import { AuthLink } from './auth-links';
import { CodeForm } from './code-form';
import { FormError } from './form-error';
import { IntentButton } from './intent-button';
import type { Verified } from './verify-screen.server';

type Screen =
  | { mode: 'link'; code: string }
  | { mode: 'code'; sentTo: string; resendIn: number }
  | { mode: 'none' };

export function VerifyScreen({
  entity,
  screen,
  result,
}: {
  entity: Verified;
  screen: Screen;
  result: { error?: string; verified?: string } | undefined;
}) {
  const submitting = useNavigation().state === 'submitting';
  const t = useText(AUTH_EN_IN);
  return (
    <section className="auth-page">
      <h1 className="page-title">{t(`verify.title.${entity}`)}</h1>
      {result?.verified ? (
        <>
          <p role="status" className="auth-form__notice" data-testid="verified">
            {result.verified}
          </p>
          <div className="auth-page__links">
            <AuthLink to="/profile/details/">{t('verify.toProfile')}</AuthLink>
            <AuthLink to="/">{t('verify.continueShopping')}</AuthLink>
          </div>
        </>
      ) : screen.mode === 'link' ? (
        <Form method="post" className="auth-form" replace>
          <input type="hidden" name="code" value={screen.code} />
          <p className="auth-page__subtext">{t(`verify.confirm.${entity}`)}</p>
          <FormError message={result?.error} />
          <IntentButton look="primary" intent="link" disabled={submitting} data-testid="confirm-verification">
            {t(`verify.submit.${entity}`)}
          </IntentButton>
        </Form>
      ) : screen.mode === 'code' ? (
        <CodeForm sentTo={screen.sentTo} resendInSeconds={screen.resendIn} error={result?.error} />
      ) : (
        <>
          <p>{t(`verify.nothing.${entity}`)}</p>
          <div className="auth-page__links">
            <AuthLink to="/auth/login">{t('account.signIn')}</AuthLink>
          </div>
        </>
      )}
    </section>
  );
}
