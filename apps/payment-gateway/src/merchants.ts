import type { IncomingMessage } from 'node:http';
import { unauthenticated } from './api-error';
import { sameSecret } from './signature';

export interface Merchant {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks go; none are sent while it is unset. */
  webhookUrl?: string;
}

export function merchantRegistry(list: Merchant[]) {
  const byKeyId = new Map(list.map((merchant) => [merchant.keyId, { ...merchant }]));

  function find(keyId: string | null | undefined): Merchant | undefined {
    return keyId ? byKeyId.get(keyId) : undefined;
  }

  /** The merchant whose `keyId:keySecret` the request carries as HTTP Basic credentials. */
  function authenticate(req: IncomingMessage): Merchant {
    const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'basic' || !encoded) throw unauthenticated();
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const merchant = find(decoded.slice(0, colon));
    if (colon < 0 || !merchant || !sameSecret(decoded.slice(colon + 1), merchant.keySecret)) {
      throw unauthenticated();
    }
    return merchant;
  }

  function setWebhookUrl(keyId: string, url: string | undefined): void {
    const merchant = find(keyId);
    if (!merchant) throw new Error(`No merchant has the key id ${keyId}`);
    merchant.webhookUrl = url;
  }

  return { find, authenticate, setWebhookUrl };
}

export type MerchantRegistry = ReturnType<typeof merchantRegistry>;
