import type { ButtonHTMLAttributes } from 'react';

/**
 * A submit button naming what the form should do (`intent`), as the account pages' actions read it: one form may
 * send a code, verify it or start over.
 */
export function IntentButton({
  intent,
  look,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  intent: string;
  look: 'primary' | 'ghost' | 'link';
  'data-testid'?: string;
}) {
  return <button className={`button button--${look}`} type="submit" name="intent" value={intent} {...rest} />;
}
