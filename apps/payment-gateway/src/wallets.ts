/** The wallets the sandbox's popup checkout offers, by the code a payment records (`payment.wallet`). */
export const SANDBOX_WALLETS = [
  { code: 'phonepe', name: 'PhonePe' },
  { code: 'paytm', name: 'Paytm' },
  { code: 'amazonpay', name: 'Amazon Pay' },
] as const;

export const walletOf = (code: string | null | undefined) =>
  SANDBOX_WALLETS.find((wallet) => wallet.code === code);
