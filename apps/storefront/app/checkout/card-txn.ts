// The browser's half of a Juspay-style card payment: the card posted to the provider's /txns, and its answer.

export type CardTxnAnswer = { next: string } | { error: string | undefined };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Reads /txns's JSON (spec §8): payment.authentication's url (method GET), or error_message. */
export function readTxnAnswer(json: unknown): CardTxnAnswer {
  const payment = isObject(json) ? json.payment : undefined;
  const authentication = isObject(payment) ? payment.authentication : undefined;
  if (isObject(authentication) && typeof authentication.url === 'string') {
    const url = URL.parse(authentication.url);
    if (url && /^https?:$/.test(url.protocol) && (authentication.method ?? 'GET') === 'GET')
      return { next: url.href };
  }
  const message = isObject(json) ? json.error_message : undefined;
  return { error: typeof message === 'string' && message ? message.slice(0, 500) : undefined };
}

/**
 * Posts the card form to the provider as Juspay's API takes it: form-encoded, with format=json so that the answer
 * is read here rather than followed. The card goes from the browser to the provider only.
 */
export async function postCard(form: HTMLFormElement): Promise<CardTxnAnswer> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  body.set('format', 'json');
  try {
    const response = await fetch(form.action, { method: 'POST', body });
    return readTxnAnswer(await response.json());
  } catch {
    return { error: undefined };
  }
}
