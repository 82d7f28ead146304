import { api as contract, type Endpoint } from '@vitrine/contract';
import type { Services } from '../../http/context';
import { HttpError } from '../../http/errors';
import type { On } from '../../http/route';
import { registerAccount } from './account-routes';
import { signedInUser } from './signed-in';

const endpoints = contract.user;

/** Calls of the contract whose rules are still being built: answered, never with a 500. */
const notYetServed = () => new HttpError(403, 'This call is not available on this shop yet');

/** The signed-in shopper's account calls (contact details, primary ones, password, sessions, attributes). */
export function registerProfileCalls(on: On, services: Services): void {
  const signedIn = signedInUser(services);
  const needingSession: Endpoint[] = [
    endpoints.addEmail,
    endpoints.addMobileNumber,
    endpoints.sendOTPOnPrimary,
    endpoints.verifyOTPonPrimary,
    endpoints.sendOTPForUpdate,
    endpoints.verifyOTPForUpdate,
  ];
  for (const endpoint of needingSession) {
    on(endpoint, async (_input, c) => {
      await signedIn(c);
      throw notYetServed();
    });
  }
  registerAccount(on, services, signedIn);
}
