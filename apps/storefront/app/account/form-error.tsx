/** The reason a sign-in or profile form was refused, announced to screen readers. */
export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p className="auth-form__error" role="alert" data-testid="auth-error">
      {message}
    </p>
  ) : null;
}
