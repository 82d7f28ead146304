/** What a shopper typed as their username: an e-mail address or an Indian mobile number. */
export type Username =
  | { kind: 'email'; email: string }
  | { kind: 'phone'; phone: string; countryCode?: number }
  | { kind: 'other'; text: string };

const INDIA = 91;

export function parseUsername(input: string): Username {
  const text = input.trim();
  if (text.includes('@')) return { kind: 'email', email: text.toLowerCase() };
  const compact = text.replace(/[\s().-]/g, '');
  if (!/^\+?\d{6,15}$/.test(compact)) return { kind: 'other', text: text.toLowerCase() };
  const digits = compact.replace(/^\+/, '');
  // A ten-digit mobile number may come with India's country code in front (+91 or 91).
  if (digits.length === 12 && digits.startsWith(String(INDIA))) {
    return { kind: 'phone', phone: digits.slice(2), countryCode: INDIA };
  }
  return { kind: 'phone', phone: digits };
}

/** One spelling per account identifier, so 'ASHA@x' and 'asha@x', '+91 98765 43210' and '9876543210' count alike. */
export function usernameKey(username: Username): string {
  if (username.kind === 'email') return `email:${username.email}`;
  if (username.kind === 'phone') return `phone:${username.phone}`;
  return `other:${username.text}`;
}
