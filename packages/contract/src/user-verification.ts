import { z } from 'zod';
import { noParams, noQuery } from './common';
import { endpoint } from './endpoint';
import {
  countryCode,
  emailAddress,
  flag,
  Message,
  phoneField,
  platformQuery,
  tokenField,
} from './user-models';

const AUTH = '/service/application/user/authentication/v1.0';
const PROFILE = '/service/application/user/profile/v1.0';

/** Verification links: sent to an e-mail address or mobile number, and the code they carry checked. */
export const userVerification = {
  sendVerificationLinkToEmail: endpoint({
    method: 'POST',
    path: `${PROFILE}/email/link/send`,
    params: noParams,
    query: platformQuery,
    body: z.object({ email: emailAddress }),
    response: z.looseObject({ verify_email_link: flag }),
  }),
  sendVerificationLinkToMobile: endpoint({
    method: 'POST',
    path: `${PROFILE}/mobile/link/send`,
    params: noParams,
    query: platformQuery,
    body: z.object({
      phone: phoneField('phone'),
      country_code: countryCode,
      verified: flag,
      active: flag,
      primary: flag,
    }),
    response: z.looseObject({ verify_mobile_link: flag }),
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: `${AUTH}/verify/email`,
    params: noParams,
    query: noQuery,
    body: z.object({ code: tokenField('code') }),
    response: Message,
  }),
  verifyMobile: endpoint({
    method: 'POST',
    path: `${AUTH}/verify/mobile`,
    params: noParams,
    query: noQuery,
    body: z.object({ code: tokenField('code') }),
    response: Message,
  }),
} as const;
