import { api as contract, type Endpoint } from '@vitrine/contract';
import type { Services } from '../../http/context';
import type { On } from '../../http/route';
import { notYetServed } from './profile-routes';
import { signedInUser } from './signed-in';

const endpoints = contract.user;

/** Registration, one-time codes, sign-in by code or token, forgotten passwords and verification links. */
export function registerCodeCalls(on: On, services: Services): void {
  const signedIn = signedInUser(services);
  const open: Endpoint[] = [
    endpoints.registerWithForm,
    endpoints.sendOTPOnMobile,
    endpoints.sendOTPOnEmail,
    endpoints.verifyMobileOTP,
    endpoints.verifyEmailOTP,
    endpoints.loginWithOTP,
    endpoints.loginWithToken,
    endpoints.sendForgotOTPOnMobile,
    endpoints.sendForgotOTPOnEmail,
    endpoints.verifyMobileForgotOTP,
    endpoints.verifyEmailForgotOTP,
    endpoints.resetForgotPassword,
    endpoints.sendResetPasswordEmail,
    endpoints.sendResetPasswordMobile,
    endpoints.sendResetToken,
    endpoints.forgotPassword,
    endpoints.verifyEmail,
    endpoints.verifyMobile,
  ];
  for (const endpoint of open) {
    on(endpoint, () => {
      throw notYetServed();
    });
  }
  for (const endpoint of [endpoints.sendVerificationLinkToEmail, endpoints.sendVerificationLinkToMobile]) {
    on(endpoint, async (_input, c) => {
      await signedIn(c);
      throw notYetServed();
    });
  }
}
