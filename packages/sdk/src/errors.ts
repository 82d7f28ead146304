/**
 * Error classes of the application API client, with the names, fields and meanings the platform's
 * official SDK gives them, so callers can handle either SDK's failures the same way.
 */

/** The request failed: a non-2xx response (code = HTTP status) or a network failure (code = a request error code). */
export class FDKServerResponseError extends Error {
  stackTrace: string;
  /** HTTP status text (e.g. 'Not Found'), or the request error code for network failures. */
  status: string | null;
  /** Numeric HTTP status, or the request error code (e.g. 'ERR_NETWORK') for network failures. */
  code: number | string | null;
  /** Parsed response body of an HTTP failure. */
  details: unknown;

  constructor(
    message: string,
    stackTrace: string,
    status: string | null = null,
    code: number | string | null = null,
    details: unknown = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FDKServerResponseError';
    this.stackTrace = stackTrace;
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export interface ErrorDetails {
  message: string;
  details?: unknown;
}

function errorInit(init: ErrorDetails | string): ErrorDetails {
  return typeof init === 'string' ? { message: init } : init;
}

/** Bad arguments or settings, detected before any request is sent. */
export class FDKClientValidationError extends Error {
  details: unknown;

  constructor(init: ErrorDetails | string) {
    const { message, details } = errorInit(init);
    super(message);
    this.name = 'FDKClientValidationError';
    this.details = details;
  }
}

/** A response did not match the endpoint's contract (only with strictResponseCheck). */
export class FDKResponseValidationError extends Error {
  details: unknown;

  constructor(init: ErrorDetails | string) {
    const { message, details } = errorInit(init);
    super(message);
    this.name = 'FDKResponseValidationError';
    this.details = details === undefined ? undefined : structuredClone(details);
  }
}

export class FDKInvalidCredentialError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FDKInvalidCredentialError';
  }
}

export class FDKTokenIssueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FDKTokenIssueError';
  }
}

export class FDKOAuthCodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FDKOAuthCodeError';
  }
}

export class FDKException extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FDKException';
  }
}

/** Request error codes a network-level failure can carry (spec: the error catalogue). */
export type RequestErrorCode =
  | 'ERR_BAD_OPTION_VALUE'
  | 'ERR_BAD_OPTION'
  | 'ECONNABORTED'
  | 'ETIMEDOUT'
  | 'ERR_NETWORK'
  | 'ERR_FR_TOO_MANY_REDIRECTS'
  | 'ERR_DEPRECATED'
  | 'ERR_BAD_RESPONSE'
  | 'ERR_BAD_REQUEST'
  | 'ERR_CANCELED'
  | 'ERR_NOT_SUPPORT'
  | 'ERR_INVALID_URL';

/** A failure before or without an HTTP response: status and code both hold the request error code. */
export function requestFailure(
  code: RequestErrorCode,
  message: string,
  cause?: unknown,
): FDKServerResponseError {
  const stack = cause instanceof Error && cause.stack ? cause.stack : (new Error(message).stack ?? '');
  return new FDKServerResponseError(message, stack, code, code, null, { cause });
}
