import { api as contract } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { clientAddress } from '../../http/request';
import type { On } from '../../http/route';
import { resendSomeCode, sendSignInCode, signInWithToken, verifyContactCode } from './code-sign-in';
import { pendingContactUpdate } from './contact-updates';
import { sessionToken, setSessionCookie } from './cookie';
import { emailDestination, type IssuedCode, phoneDestination } from './one-time-codes';
import {
  checkResetCode,
  resetPassword,
  sendForgotCode,
  sendResetLink,
  verifyForgotCode,
} from './password-reset';
import { registrationCode, startRegistration } from './registration';
import { sessionUser, startSession } from './sessions';
import { signedInUser } from './signed-in';
import { userView } from './user-view';
import type { UserRow } from './users-sql';
import { sendVerificationLink, verifyByLink } from './verification-links';

const endpoints = contract.user;
const CODE_SENT = 'OTP sent';

/** Registration, one-time codes, sign-in by code or token, forgotten passwords and verification links. */
export function registerCodeCalls(on: On, services: Services): void {
  const { db, config } = services;
  const signedIn = signedInUser(services);
  const optionalUser = (c: Context<AppEnv>) => sessionUser(db, c.get('application').id, sessionToken(c));
  const address = (c: Context<AppEnv>) => clientAddress(c, config.trustProxy);
  const signInAs = async (c: Context<AppEnv>, user: UserRow) => {
    setSessionCookie(c, await startSession(db, user));
    return userView(user);
  };
  const sent = (issued: IssuedCode) => ({
    success: true,
    message: CODE_SENT,
    request_id: issued.requestId,
    resend_timer: issued.resendTimer,
    resend_token: issued.resendToken,
  });

  on(endpoints.registerWithForm, async ({ body }, c) => {
    const started = await startRegistration(services, c.get('application'), { ...body, address: address(c) });
    return {
      ...sent(started),
      register_token: started.registerToken,
      mobile: body.phone?.mobile ?? '',
      country_code: body.phone?.country_code ?? '',
      email: body.email ?? '',
      verify_mobile_otp: started.byMobile,
      verify_email_otp: !started.byMobile,
      user_exists: false,
    };
  });

  on(endpoints.sendOTPOnMobile, async ({ body }, c) => {
    const application = c.get('application');
    const destination = phoneDestination(body.country_code, body.mobile);
    const request = { destination, address: address(c) };
    const issued =
      body.action === 'resend' && body.token
        ? await resendSomeCode(services, application, { ...request, resendToken: body.token })
        : body.token
          ? await registrationCode(services, application, { ...request, registerToken: body.token })
          : await sendSignInCode(services, application, request);
    return { ...sent(issued), mobile: body.mobile, country_code: body.country_code };
  });

  on(endpoints.sendOTPOnEmail, async ({ body }, c) => {
    const application = c.get('application');
    const request = { destination: emailDestination(body.email), address: address(c) };
    const registerToken = body.register_token;
    const issued =
      body.action === 'resend' && body.token
        ? await resendSomeCode(services, application, { ...request, resendToken: body.token })
        : registerToken
          ? await registrationCode(services, application, { ...request, registerToken })
          : await sendSignInCode(services, application, request);
    return { ...sent(issued), resend_email_token: issued.resendToken, email: body.email };
  });

  on(endpoints.loginWithOTP, async ({ body }, c) => {
    const destination = phoneDestination(body.country_code, body.mobile);
    const issued = await sendSignInCode(services, c.get('application'), { destination, address: address(c) });
    return { ...sent(issued), mobile: body.mobile, country_code: body.country_code };
  });

  on(endpoints.verifyMobileOTP, async ({ body }, c) => {
    const application = c.get('application');
    const target = { requestId: body.request_id };
    const current = await optionalUser(c);
    const updated = await pendingContactUpdate(services, application, {
      user: current,
      otp: body.otp,
      ...target,
    });
    if (updated) return { user: userView(updated), user_exists: true, register_token: '' };
    const { user, created, emailToVerify } = await verifyContactCode(services, application, target, body.otp);
    const answer = { user: await signInAs(c, user), user_exists: !created, register_token: '' };
    if (!emailToVerify) return answer;
    const destination = emailDestination(emailToVerify);
    // Past its send limits the link waits for the shopper to ask again (verify-email-link); the sign-in stands.
    const linkSent = await sendVerificationLink(services, application, {
      user,
      destination,
      address: address(c),
    }).then(
      () => true,
      () => false,
    );
    return { ...answer, verify_email_link: linkSent, email: emailToVerify };
  });

  on(endpoints.verifyEmailOTP, async ({ body }, c) => {
    const application = c.get('application');
    const target = { destination: emailDestination(body.email) };
    const current = await optionalUser(c);
    const updated = await pendingContactUpdate(services, application, {
      user: current,
      otp: body.otp,
      ...target,
    });
    if (updated) return { user: userView(updated), user_exists: true, register_token: '' };
    const { user, created } = await verifyContactCode(services, application, target, body.otp);
    return { user: await signInAs(c, user), user_exists: !created, register_token: '' };
  });

  on(endpoints.loginWithToken, async ({ body }, c) => {
    const user = await signInWithToken(services, c.get('application'), body.token);
    return { user: await signInAs(c, user), request_id: '', register_token: '' };
  });

  on(endpoints.sendForgotOTPOnMobile, async ({ body }, c) => {
    const application = c.get('application');
    const request = { destination: phoneDestination(body.country_code, body.mobile), address: address(c) };
    const issued =
      body.action === 'resend' && body.token
        ? await resendSomeCode(services, application, { ...request, resendToken: body.token })
        : await sendForgotCode(services, application, request);
    return { ...sent(issued), mobile: body.mobile, country_code: body.country_code };
  });

  on(endpoints.sendForgotOTPOnEmail, async ({ body }, c) => {
    const application = c.get('application');
    const request = { destination: emailDestination(body.email), address: address(c) };
    const issued =
      body.action === 'resend' && body.token
        ? await resendSomeCode(services, application, { ...request, resendToken: body.token })
        : await sendForgotCode(services, application, request);
    return { ...sent(issued), resend_email_token: issued.resendToken, email: body.email };
  });

  on(endpoints.verifyMobileForgotOTP, async ({ body }, c) => ({
    success: true,
    forgot_token: await verifyForgotCode(
      services,
      c.get('application'),
      { requestId: body.request_id },
      body.otp,
    ),
  }));

  on(endpoints.verifyEmailForgotOTP, async ({ body }, c) => ({
    success: true,
    forgot_token: await verifyForgotCode(
      services,
      c.get('application'),
      { destination: emailDestination(body.email) },
      body.otp,
    ),
  }));

  on(endpoints.resetForgotPassword, async ({ body }, c) => {
    await resetPassword(services, c.get('application'), body);
    return { success: true };
  });

  on(endpoints.sendResetPasswordEmail, async ({ body }, c) => {
    await sendResetLink(services, c.get('application'), {
      destination: emailDestination(body.email),
      address: address(c),
    });
    return { status: 'sent' };
  });

  on(endpoints.sendResetPasswordMobile, async ({ body }, c) => {
    await sendResetLink(services, c.get('application'), {
      destination: phoneDestination(body.country_code, body.mobile),
      address: address(c),
    });
    return 'sent';
  });

  on(endpoints.sendResetToken, async ({ body }, c) => {
    await checkResetCode(services, c.get('application'), body.code);
    return { status: 'valid' };
  });

  on(endpoints.forgotPassword, async ({ body }, c) => {
    const user = await resetPassword(services, c.get('application'), body);
    return { user: await signInAs(c, user), request_id: '', register_token: '' };
  });

  on(endpoints.verifyEmail, async ({ body }, c) => {
    await verifyByLink(services, c.get('application'), 'email', body.code);
    return { message: 'verified' };
  });

  on(endpoints.verifyMobile, async ({ body }, c) => {
    await verifyByLink(services, c.get('application'), 'sms', body.code);
    return { message: 'verified' };
  });

  on(endpoints.sendVerificationLinkToEmail, async ({ body }, c) => {
    const user = await signedIn(c);
    const destination = emailDestination(body.email);
    await sendVerificationLink(services, c.get('application'), { user, destination, address: address(c) });
    return { verify_email_link: true };
  });

  on(endpoints.sendVerificationLinkToMobile, async ({ body }, c) => {
    const user = await signedIn(c);
    const destination = phoneDestination(body.country_code, body.phone);
    await sendVerificationLink(services, c.get('application'), { user, destination, address: address(c) });
    return { verify_mobile_link: true };
  });
}
