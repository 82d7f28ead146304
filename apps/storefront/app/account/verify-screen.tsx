import { Form, useNavigation } from 'react-router';
import { AuthLink } from './auth-links';
import { CodeForm } from './code-form';
import { FormError } from './form-error';
import type { Verified } from './verify-screen.server';

type Screen =
  | { mode: 'link'; code: string }
  | { mode: 'code'; sentTo: string; resendIn: number }
  | { mode: 'none' };

const NOUN: Record<Verified, string> = { mobile: 'mobile number', email: 'e-mail address' };

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
  return (
    <section className="auth-page">
      <h1 className="page-title">Verify your {NOUN[entity]}</h1>
      {result?.verified ? (
        <>
          <p role="status" className="auth-form__notice" data-testid="verified">
            {result.verified}
          </p>
          <div className="auth-page__links">
            <AuthLink to="/profile/details/">Go to your profile</AuthLink>
            <AuthLink to="/">Continue shopping</AuthLink>
          </div>
        </>
      ) : screen.mode === 'link' ? (
        <Form method="post" className="auth-form" replace>
          <input type="hidden" name="code" value={screen.code} />
          <p className="auth-page__subtext">Confirm this {NOUN[entity]} belongs to you.</p>
          <FormError message={result?.error} />
          <button
            className="button button--primary"
            type="submit"
            name="intent"
            value="link"
            disabled={submitting}
            data-testid="confirm-verification"
          >
            Verify {NOUN[entity]}
          </button>
        </Form>
      ) : screen.mode === 'code' ? (
        <CodeForm sentTo={screen.sentTo} resendInSeconds={screen.resendIn} error={result?.error} />
      ) : (
        <>
          <p>
            There is nothing to verify here. Codes and links are sent when you register or add a{' '}
            {NOUN[entity]}.
          </p>
          <div className="auth-page__links">
            <AuthLink to="/auth/login">Sign in</AuthLink>
          </div>
        </>
      )}
    </section>
  );
}
