/**
 * UPI addresses the sandbox answers by itself. Any other well-formed address is a real-looking shopper: its
 * collect requests wait until someone approves or declines them on the sandbox's UPI app page (/upi/app/{vpa}).
 */
export const SANDBOX_VPAS = {
  /** The shopper approves the collect request a moment after it arrives. */
  success: 'success@sandbox',
  /** The shopper declines it. */
  failure: 'failure@sandbox',
  /** Not a UPI account: validation says so, and a collect request to it is refused. */
  unknown: 'unknown@sandbox',
} as const;

// name@handle, as NPCI allows: a local part of letters, digits, dots, hyphens and underscores, a bank handle.
const VPA = /^[a-z0-9][a-z0-9._-]{0,255}@[a-z][a-z0-9]{1,63}$/i;

export const isWellFormedVpa = (vpa: string) => VPA.test(vpa);

/** The account holder's name the payer's bank gives for a UPI address, or undefined when it has no account. */
export function accountHolderOf(vpa: string): string | undefined {
  if (!isWellFormedVpa(vpa) || vpa.toLowerCase() === SANDBOX_VPAS.unknown) return undefined;
  const local = vpa.slice(0, vpa.indexOf('@')).replace(/[._-]+/g, ' ');
  return `${local.charAt(0).toUpperCase()}${local.slice(1)} (sandbox)`;
}

/** How a collect request to this address ends by itself, or undefined when its owner decides on the app page. */
export function automaticAnswerOf(vpa: string): 'approve' | 'decline' | undefined {
  const address = vpa.toLowerCase();
  if (address === SANDBOX_VPAS.success) return 'approve';
  if (address === SANDBOX_VPAS.failure) return 'decline';
  return undefined;
}
