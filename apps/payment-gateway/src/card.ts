/** What the gateway keeps of a card: never the full number, never the CVV. */
export interface CardSummary {
  last4: string;
  network: string;
  type: 'credit';
}

export interface CardForm {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}

type CardCheck = { ok: true; digits: string; summary: CardSummary } | { ok: false; message: string };

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function networkOf(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(60|65|81|82|508)/.test(digits)) return 'RuPay';
  return 'Unknown';
}

/** Whether an `MM/YY` expiry is well formed and not past; a card is good through the end of its month. */
function expiryProblem(expiry: string, now: Date): string | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'Enter the expiry date as MM/YY, for example 12/30';
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < thisMonth)
    return 'The card has expired; use a card whose expiry is in the future';
  return undefined;
}

export function checkCard(form: CardForm, now = new Date()): CardCheck {
  const digits = form.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return { ok: false, message: 'Enter a card number of 12 to 19 digits' };
  if (!passesLuhn(digits)) return { ok: false, message: 'The card number is not valid; check it for typos' };
  const expiry = expiryProblem(form.expiry, now);
  if (expiry) return { ok: false, message: expiry };
  if (!/^\d{3,4}$/.test(form.cvv.trim())) return { ok: false, message: 'The CVV must be 3 or 4 digits' };
  if (!form.name.trim()) return { ok: false, message: 'Enter the name on the card' };
  return {
    ok: true,
    digits,
    summary: { last4: digits.slice(-4), network: networkOf(digits), type: 'credit' },
  };
}
