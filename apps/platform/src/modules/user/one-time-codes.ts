import { createHash, randomBytes, randomInt } from 'node:crypto';
import { storedJson } from '@vitrine/contract';
import type { Services } from '../../http/context';
import { badRequest, HttpError } from '../../http/errors';
import type { LimitRule } from '../../http/rate-limit';
import type { Message } from '../../messages/message';
import {
  type CodeRow,
  findByResendToken,
  findCode,
  insertCode,
  latestCodeTo,
  liveLinkCode,
  MAX_ATTEMPTS,
  replaceCode,
  spendGuess,
  useLinkCode,
} from './one-time-codes-sql';

/*
 * One-time codes for every flow that proves a shopper holds a phone or an e-mail address. The spec names no
 * constants; these are a careful shop's: 6 digits, valid 10 minutes, a new one after 30 s, 5 guesses per request,
 * at most 5 codes per destination and 30 per client address (shared by a carrier's NAT) in 30 minutes.
 */
const CODE_DIGITS = 6;
const CODE_TTL_MS = 10 * 60_000;
const RESEND_SECONDS = 30;
const SENDS_PER_DESTINATION: LimitRule = { name: 'codes:destination', max: 5, windowMs: 30 * 60_000 };
const SENDS_PER_ADDRESS: LimitRule = { name: 'codes:address', max: 30, windowMs: 30 * 60_000 };

export const INVALID_CODE = 'Invalid OTP';
export const EXPIRED_CODE = 'OTP has expired or was already used. Please request a new one';
export const DEAD_CODE = 'Too many wrong attempts. Please request a new OTP';

export type CodeServices = Pick<Services, 'db' | 'limits' | 'messages' | 'log'>;

/** Where a code goes: an e-mail address (lower case) or a phone number with its country code. */
export interface Destination {
  channel: Message['channel'];
  /** The address, or `+{country code}{digits}`. */
  to: string;
  phone?: string;
  countryCode?: string;
}
/**
 * A mobile number as codes are sent, limited and looked up: the calling code without '+' or leading zeros, so
 * '091' and '0091' are '91' (each spelling must not open its own allowance of codes, and of guesses).
 */
export const phoneDestination = (countryCode: string, phone: string): Destination => {
  const calling = String(Number(countryCode.replace(/^\+/, '')));
  return { channel: 'sms', to: `+${calling}${phone}`, phone, countryCode: calling };
};
export const emailDestination = (email: string): Destination => ({ channel: 'email', to: email });

export interface CodeRequest {
  applicationId: string;
  /** What the code is for; a verify call names the purposes it takes. */
  purpose: string;
  destination: Destination;
  /** The account the code is for, when known. */
  userId?: string | null;
  /** Carried to the verify step. */
  details?: Record<string, unknown>;
  /** The client's address, for the per-address limit. */
  address?: string;
  /** False: do all the same work but send nothing (no account to send to; the answer must not tell). */
  deliver?: boolean;
}

export interface IssuedCode {
  requestId: string;
  resendToken: string;
  /** Seconds before another code may be asked for. */
  resendTimer: number;
}

/** The message carrying a code: its subject and text. */
export type Compose = (code: string) => { subject: string; text: string };

/** A phone number's parts, kept with a request so that codeDestination can give them back. */
const phoneParts = (destination: Destination) =>
  destination.phone ? { phone: destination.phone, country_code: destination.countryCode } : {};
const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const codeHash = (requestId: string, code: string) => digest(`${requestId}:${code}`);
const newCode = () => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
const newToken = () => randomBytes(24).toString('base64url');

function tooManySends(waitMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new HttpError(
    429,
    `Too many OTP requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retry_after: Math.ceil(waitMs / 1000) },
  );
}

/**
 * Whose allowance a send spends: a phone number without trunk zeros (no number starts with one once its
 * calling code is written), since a gateway dialling +91 09… or +91 009… reaches the same phone as +91 9….
 */
const allowanceKey = (destination: Destination) =>
  destination.channel === 'sms' && destination.phone
    ? `+${destination.countryCode}${destination.phone.replace(/^0+/, '')}`
    : destination.to;

/** Counts one send against the destination's and the address's allowances, or refuses with 429. */
export async function reserveSend(
  { limits }: Pick<Services, 'limits'>,
  applicationId: string,
  request: {
    destination: Destination;
    address?: string;
  },
): Promise<void> {
  const byAddress = `${applicationId}:${request.address}`;
  if (request.address) {
    const fromAddress = await limits.reserve(SENDS_PER_ADDRESS, byAddress);
    if (!fromAddress.allowed) throw tooManySends(fromAddress.waitMs);
  }
  const toDestination = await limits.reserve(
    SENDS_PER_DESTINATION,
    `${applicationId}:${allowanceKey(request.destination)}`,
  );
  if (!toDestination.allowed) {
    if (request.address) await limits.release(SENDS_PER_ADDRESS, byAddress);
    throw tooManySends(toDestination.waitMs);
  }
}

/** Hands the message to the senders after the answer: its time must not tell whether anything was sent. */
function sendLater(services: CodeServices, message: Message): void {
  services.messages.send(message).catch((error: Error) => {
    services.log.warn(
      { channel: message.channel, error: error.message },
      'one-time code or link not delivered',
    );
  });
}

/** Issues a code: within the send limits, stored as a hash, and sent to the destination. */
export async function issueCode(
  services: CodeServices,
  request: CodeRequest,
  compose: Compose,
): Promise<IssuedCode> {
  await reserveSend(services, request.applicationId, request);
  const requestId = randomBytes(16).toString('hex');
  const resendToken = newToken();
  const code = newCode();
  const now = Date.now();
  await insertCode(services.db, {
    request_id: requestId,
    application_id: request.applicationId,
    purpose: request.purpose,
    channel: request.destination.channel,
    destination: request.destination.to,
    code_hash: codeHash(requestId, code),
    resend_token_hash: digest(resendToken),
    user_id: request.userId ?? null,
    details: {
      ...request.details,
      ...phoneParts(request.destination),
      // A silent request is resent silently too.
      ...(request.deliver === false ? { silent: true } : {}),
    },
    resend_after: new Date(now + RESEND_SECONDS * 1000),
    expires_at: new Date(now + CODE_TTL_MS),
  });
  if (request.deliver !== false) {
    sendLater(services, {
      applicationId: request.applicationId,
      ...recipient(request.destination),
      ...compose(code),
      code,
    });
  }
  return { requestId, resendToken, resendTimer: RESEND_SECONDS };
}

const recipient = (destination: Destination) => ({ channel: destination.channel, to: destination.to });

/**
 * A new code for the request a resend token names, once its timer has run out; the request keeps its id and
 * its guesses. The destination must be the one the request went to. Refused when the request is used, expired
 * or dead: the shopper starts again.
 */
export async function resendCode(
  services: CodeServices,
  request: { applicationId: string; resendToken: string; destination: Destination; address?: string },
  compose: (row: CodeRow) => Compose,
): Promise<IssuedCode & { row: CodeRow }> {
  const row = await findByResendToken(services.db, request.applicationId, digest(request.resendToken));
  if (!row || row.destination !== request.destination.to) throw badRequest('The resend token is invalid');
  if (row.used_at || row.attempts >= MAX_ATTEMPTS || new Date(row.expires_at).getTime() <= Date.now()) {
    throw badRequest(EXPIRED_CODE);
  }
  const waitMs = new Date(row.resend_after).getTime() - Date.now();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new HttpError(429, `Please wait ${seconds} seconds before asking for a new OTP`, {
      resend_timer: seconds,
    });
  }
  await reserveSend(services, request.applicationId, request);
  const code = newCode();
  const now = Date.now();
  const replaced = await replaceCode(services.db, row.request_id, {
    codeHash: codeHash(row.request_id, code),
    resendAfter: new Date(now + RESEND_SECONDS * 1000),
    expiresAt: new Date(now + CODE_TTL_MS),
  });
  if (!replaced) throw badRequest(EXPIRED_CODE);
  if (!storedJson<{ silent?: boolean }>(row.details).silent) {
    sendLater(services, {
      applicationId: request.applicationId,
      ...recipient(request.destination),
      ...compose(row)(code),
      code,
    });
  }
  return { requestId: row.request_id, resendToken: request.resendToken, resendTimer: RESEND_SECONDS, row };
}

export type CodeTarget =
  | { applicationId: string; purposes: readonly string[]; requestId: string }
  | { applicationId: string; purposes: readonly string[]; destination: Destination };

/**
 * Checks a code against its request (by id, or the newest one to an e-mail address) and uses it up. A wrong
 * guess is counted: the fifth kills the request. Refusals say which: wrong, expired or used, or dead.
 */
export async function verifyCode(db: Services['db'], target: CodeTarget, code: string): Promise<CodeRow> {
  let requestId: string | undefined;
  if ('requestId' in target) requestId = target.requestId;
  else {
    const latest = await latestCodeTo(db, {
      applicationId: target.applicationId,
      destination: target.destination.to,
      purposes: target.purposes,
    });
    requestId = latest?.request_id;
  }
  // An unknown request spends the same hash as a known one.
  const hash = codeHash(requestId ?? 'none', code);
  if (!requestId) throw badRequest(INVALID_CODE);
  const row = await spendGuess(
    db,
    { applicationId: target.applicationId, requestId, purposes: target.purposes },
    hash,
  );
  if (row?.matched) return row;
  if (row) throw badRequest(row.attempts >= MAX_ATTEMPTS ? DEAD_CODE : INVALID_CODE);
  const known = await findCode(db, target.applicationId, requestId);
  if (!known || !target.purposes.includes(known.purpose)) throw badRequest(INVALID_CODE);
  if (known.attempts >= MAX_ATTEMPTS && !known.used_at) throw new HttpError(429, DEAD_CODE);
  throw badRequest(EXPIRED_CODE);
}

export interface LinkRequest {
  applicationId: string;
  purpose: string;
  destination: Destination;
  userId?: string | null;
  details?: Record<string, unknown>;
  ttlMs: number;
}

/**
 * A long single-use code for a link or a token handed back (password reset, verification, registration): only
 * its hash is stored, and it is found by that hash.
 */
export async function createLinkCode(
  db: Services['db'],
  request: LinkRequest,
): Promise<{ code: string; requestId: string }> {
  const code = randomBytes(32).toString('base64url');
  const requestId = randomBytes(16).toString('hex');
  const now = Date.now();
  await insertCode(db, {
    request_id: requestId,
    application_id: request.applicationId,
    purpose: request.purpose,
    channel: request.destination.channel,
    destination: request.destination.to,
    code_hash: digest(code),
    resend_token_hash: null,
    user_id: request.userId ?? null,
    details: { ...request.details, ...phoneParts(request.destination) },
    resend_after: new Date(now),
    expires_at: new Date(now + request.ttlMs),
  });
  return { code, requestId };
}

/** Sends a message carrying a link, after the answer (as codes are). */
export function sendLink(
  services: CodeServices,
  destination: Destination,
  applicationId: string,
  message: { subject: string; text: string; link: string },
): void {
  sendLater(services, { applicationId, ...recipient(destination), ...message });
}

/** Uses up a link code of these purposes; undefined when unknown, used or expired. */
export function useLink(
  db: Services['db'],
  applicationId: string,
  purposes: readonly string[],
  code: string,
) {
  return useLinkCode(db, { applicationId, purposes, codeHash: digest(code) });
}

/** A live link code of these purposes, left unused. */
export function checkLink(
  db: Services['db'],
  applicationId: string,
  purposes: readonly string[],
  code: string,
) {
  return liveLinkCode(db, { applicationId, purposes, codeHash: digest(code) });
}

/** Where a request's code went, with the phone number's parts when it went by SMS. */
export function codeDestination(row: CodeRow): Destination {
  const details = storedJson<{ phone?: string; country_code?: string }>(row.details);
  if (row.channel === 'sms' && details.phone && details.country_code) {
    return phoneDestination(details.country_code, details.phone);
  }
  return { channel: row.channel, to: row.destination };
}
