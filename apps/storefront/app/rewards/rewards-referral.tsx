import { useState } from 'react';

interface Props {
  code: string;
  message: string;
}

/** The shopper's referral code with copy and share: the message carries the code and what the friend gets. */
export function RewardsReferral({ code, message }: Props) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard
      ?.writeText(code)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <div className="rewards-referral" data-testid="referral-code-card">
      <p className="rewards-referral__label">Your referral code</p>
      <p className="rewards-referral__code" data-testid="referral-code">
        {code}
      </p>
      <div className="rewards-referral__actions">
        <button type="button" className="button button--primary" onClick={copy}>
          {copied ? 'Copied' : 'Copy code'}
        </button>
        <a
          className="button"
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noreferrer"
        >
          Share on WhatsApp
        </a>
        <a
          className="button"
          href={`mailto:?subject=${encodeURIComponent('Join me')}&body=${encodeURIComponent(message)}`}
        >
          Share by e-mail
        </a>
      </div>
      <p className="rewards-referral__message">{message}</p>
    </div>
  );
}
