import type { Services } from '../../http/context';
import type { On } from '../../http/route';
import { registerAccount } from './account-routes';
import { registerContactCalls } from './contact-routes';
import { signedInUser } from './signed-in';

/** The signed-in shopper's account calls (contact details, primary ones, password, sessions, attributes). */
export function registerProfileCalls(on: On, services: Services): void {
  const signedIn = signedInUser(services);
  registerAccount(on, services, signedIn);
  registerContactCalls(on, services, signedIn);
}
