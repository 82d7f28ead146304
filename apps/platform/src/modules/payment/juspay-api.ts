import type { JuspaySettings } from './juspay-config';

/**
 * A server-to-server call to Juspay's API: HTTP Basic with the API key as the user name and no password, as
 * Juspay's API takes, a form body when posting. Answers the status and the JSON body (undefined when not JSON).
 */
export async function juspayRequest(settings: JuspaySettings, path: string, form?: Record<string, string>) {
  const response = await fetch(`${settings.url}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: {
      authorization: `Basic ${Buffer.from(`${settings.apiKey}:`).toString('base64')}`,
      'x-merchantid': settings.merchantId,
    },
    body: form ? new URLSearchParams(form) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => undefined)) as unknown;
  return { ok: response.ok, status: response.status, body };
}
