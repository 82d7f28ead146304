import { z } from 'zod';
import { GatewayRefusal, gatewayCall } from './gateway-client';
import type { PaymentGatewaySettings } from './gateway-config';

const gatewayCustomer = z.object({ id: z.string() });
const gatewayTokens = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      card: z.object({
        name: z.string().nullish(),
        last4: z.string(),
        network: z.string(),
        type: z.string().nullish(),
        issuer: z.string().nullish(),
        expiry_month: z.coerce.number().int(),
        expiry_year: z.coerce.number().int(),
      }),
    }),
  ),
});

/** A card saved at the gateway (a Razorpay-style token): its summary, never its number. */
export type GatewayToken = z.infer<typeof gatewayTokens>['items'][number];

const customerPath = (customerId: string) => `/v1/customers/${encodeURIComponent(customerId)}`;

/** Undefined when the gateway answers 404 (it does not know the customer or the card); other failures throw. */
async function unlessUnknown<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof GatewayRefusal && error.status === 404) return undefined;
    throw error;
  }
}

/** A new customer at the gateway, named by the platform's own ids only: the gateway needs no more to keep cards. */
export async function createGatewayCustomer(
  settings: PaymentGatewaySettings,
  notes: { application_id: string; user_id: string },
): Promise<string> {
  const body = await gatewayCall(settings, '/v1/customers', {
    method: 'POST',
    body: JSON.stringify({ notes }),
  });
  return gatewayCustomer.parse(body).id;
}

export const gatewayKnowsCustomer = async (settings: PaymentGatewaySettings, customerId: string) =>
  (await unlessUnknown(gatewayCall(settings, customerPath(customerId)))) !== undefined;

/** The customer's saved cards; none when the gateway no longer knows the customer. */
export async function tokensOfGatewayCustomer(
  settings: PaymentGatewaySettings,
  customerId: string,
): Promise<GatewayToken[]> {
  const body = await unlessUnknown(gatewayCall(settings, `${customerPath(customerId)}/tokens`));
  return body === undefined ? [] : gatewayTokens.parse(body).items;
}

/** Deletes one of the customer's saved cards; false when the customer has no such card. */
export async function deleteGatewayToken(
  settings: PaymentGatewaySettings,
  customerId: string,
  tokenId: string,
): Promise<boolean> {
  const path = `${customerPath(customerId)}/tokens/${encodeURIComponent(tokenId)}`;
  return (await unlessUnknown(gatewayCall(settings, path, { method: 'DELETE' }))) !== undefined;
}
