import { useText } from '@vitrine/kit';
import { PROFILE_EN_IN } from '@vitrine/kit/account-texts';
import { Form } from 'react-router';
import { IntentButton } from './intent-button';

export interface ContactEntry {
  /** What the shopper reads (+91 98765 43210, or the e-mail). */
  label: string;
  /** What the forms post back to name the entry. */
  value: string;
  primary: boolean;
  verified: boolean;
}

/** The account's mobile numbers or e-mail addresses, each with what may be done to it. */
export function ContactList({
  entries,
  empty,
  verifyByLink = false,
}: {
  entries: ContactEntry[];
  empty: string;
  /** E-mail addresses not yet verified can be sent a verification link. */
  verifyByLink?: boolean;
}) {
  const t = useText(PROFILE_EN_IN);
  if (entries.length === 0) return <p data-testid="contact-list-empty">{empty}</p>;
  return (
    <ul className="contact-list" data-testid="contact-list">
      {entries.map((entry) => (
        <li key={entry.value} data-testid="contact-entry">
          <span className="contact-list__value">{entry.label}</span>
          {entry.primary ? <span className="contact-list__badge">{t('contacts.primary')}</span> : null}
          <span className="contact-list__badge">
            {t(entry.verified ? 'contacts.verified' : 'contacts.notVerified')}
          </span>
          <Form method="post" replace>
            <input type="hidden" name="value" value={entry.value} />
            {entry.verified && !entry.primary ? (
              <IntentButton look="link" intent="primary">
                {t('contacts.makePrimary')}
              </IntentButton>
            ) : null}
            {!entry.verified && verifyByLink ? (
              <IntentButton look="link" intent="link">
                {t('contacts.sendLink')}
              </IntentButton>
            ) : null}
            {entry.primary ? null : (
              <IntentButton look="link" intent="delete">
                {t('contacts.remove')}
              </IntentButton>
            )}
          </Form>
        </li>
      ))}
    </ul>
  );
}
