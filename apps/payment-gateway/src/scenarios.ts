/** How a sandbox payment behaves, chosen by the card number it is paid with. */
export type Scenario = 'success' | 'declined' | 'duplicate-webhook' | 'late-webhook' | 'no-webhook';

/** The card numbers that pick each scenario; any other valid card succeeds like `success`. */
export const SANDBOX_CARDS = {
  success: '4111111111111111',
  declined: '4000000000000002',
  duplicateWebhook: '4000000000000077',
  lateWebhook: '4000000000000085',
  noWebhook: '4000000000000093',
} as const;

/** The one-time password the 3-D Secure-style step accepts. */
export const SANDBOX_OTP = '123456';

const scenarioByCard = new Map<string, Scenario>([
  [SANDBOX_CARDS.declined, 'declined'],
  [SANDBOX_CARDS.duplicateWebhook, 'duplicate-webhook'],
  [SANDBOX_CARDS.lateWebhook, 'late-webhook'],
  [SANDBOX_CARDS.noWebhook, 'no-webhook'],
]);

export const scenarioOf = (cardDigits: string): Scenario => scenarioByCard.get(cardDigits) ?? 'success';
