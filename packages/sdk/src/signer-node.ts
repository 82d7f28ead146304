import type { SignableRequest } from '@vitrine/contract';
import { signatureOf } from '@vitrine/contract/node-signing';

/** `x-fp-signature` in Node: node:crypto, synchronous (package.json `imports` picks this file under Node). */
export async function signRequest(request: SignableRequest): Promise<string> {
  return signatureOf(request);
}
