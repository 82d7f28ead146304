import { FDKClientValidationError, FDKInvalidCredentialError } from './errors';
import type { Fetch } from './transport';

const LOG_LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Client defaults (spec: business constants). */
export const DEFAULT_DOMAIN = 'https://api.fynd.com';
export const DEFAULT_CURRENCY_CODE = 'INR';
export const DEFAULT_LOG_LEVEL: LogLevel = 'ERROR';
export const MIN_TOKEN_LENGTH = 5;
/** Milliseconds; 0 means no time-out. */
export const DEFAULT_TIMEOUT = 0;

export interface LocationDetails {
  pincode?: string;
  country?: string;
  country_iso_code?: string;
  city?: string;
  location?: { longitude?: string | number; latitude?: string | number };
  [key: string]: unknown;
}

export interface ApplicationConfigInit {
  applicationID: string;
  applicationToken: string;
  /** Origin (optionally with a base path, e.g. `https://shop.example/api`) the API paths are appended to. */
  domain?: string;
  /** Raw `Cookie` header forwarded on every request (server side only; browsers send their own). */
  cookie?: string;
  locationDetails?: LocationDetails;
  currencyCode?: string;
  extraHeaders?: Record<string, string>;
  logLevel?: LogLevel | Lowercase<LogLevel>;
  /** Request time-out in milliseconds; 0 = none. */
  timeout?: number;
  /** Transport; defaults to the global `fetch`. An in-process `app.fetch(request)` works too. */
  fetch?: Fetch;
  /**
   * `fetch` is the platform's in-process fetch (`inProcessFetch`), which trusts the Request object it is handed:
   * requests then go unsigned. Against any other platform they would be refused.
   */
  inProcess?: boolean;
}

export interface ApplicationConfigOptions {
  /** Reject responses that do not match the endpoint's contract (FDKResponseValidationError). */
  strictResponseCheck?: boolean;
}

function credentialError(message: string): never {
  throw new FDKInvalidCredentialError(message);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Settings of an application API client, validated as the platform's official SDK validates them. */
export class ApplicationConfig {
  readonly applicationID: string;
  readonly applicationToken: string;
  readonly domain: string;
  readonly options: { strictResponseCheck: boolean };
  readonly timeout: number;
  readonly fetch: Fetch | undefined;
  readonly inProcess: boolean;
  logLevel: LogLevel;
  cookie: string | undefined;
  locationDetails: LocationDetails | undefined;
  currencyCode: string = DEFAULT_CURRENCY_CODE;
  extraHeaders: Record<string, string>[] = [];

  constructor(init: ApplicationConfigInit, options: ApplicationConfigOptions = {}) {
    this.applicationID = init.applicationID || '';
    this.applicationToken = init.applicationToken || '';
    this.options = { strictResponseCheck: false, ...options };
    if (!this.applicationID) credentialError('No Application ID Present');
    if (!this.applicationToken) credentialError('No Application Token Present');
    if (this.applicationToken.length < MIN_TOKEN_LENGTH) credentialError('Invalid Application Token');
    if (typeof this.options.strictResponseCheck !== 'boolean') {
      credentialError('Invalid Value for options.strictResponseCheck, provide boolean value');
    }

    this.domain = (init.domain || DEFAULT_DOMAIN).replace(/\/+$/, '');
    this.logLevel = DEFAULT_LOG_LEVEL;
    this.setLogLevel(init.logLevel ?? DEFAULT_LOG_LEVEL);
    const timeout = init.timeout ?? DEFAULT_TIMEOUT;
    if (typeof timeout !== 'number' || !Number.isFinite(timeout) || timeout < 0) {
      throw new FDKClientValidationError('timeout must be a number of milliseconds, 0 or more');
    }
    this.timeout = timeout;
    this.fetch = init.fetch;
    this.inProcess = init.inProcess === true && init.fetch !== undefined;
    this.cookie = init.cookie || undefined;
    this.locationDetails = init.locationDetails;
    if (init.currencyCode !== undefined && init.currencyCode !== '') this.setCurrencyCode(init.currencyCode);
    if (init.extraHeaders !== undefined) this.setExtraHeaders(init.extraHeaders);
  }

  setLogLevel(level: string): void {
    const upper = String(level).toUpperCase();
    if (!(LOG_LEVELS as readonly string[]).includes(upper)) {
      throw new FDKClientValidationError(`Log level should be one of ${LOG_LEVELS.join(', ')}`);
    }
    this.logLevel = upper as LogLevel;
  }

  setCookie(cookie: string | undefined): void {
    this.cookie = cookie || undefined;
  }

  /** Merges into the current location details, or replaces them when `isNew` is true. */
  setLocationDetails(locationDetails: LocationDetails, isNew = false): void {
    this.locationDetails = isNew ? locationDetails : { ...this.locationDetails, ...locationDetails };
  }

  setCurrencyCode(currencyCode: string): void {
    if (typeof currencyCode !== 'string')
      throw new FDKClientValidationError('Currency code should be string only');
    this.currencyCode = currencyCode;
  }

  /** Adds headers sent with every request (later calls win on the same name). */
  setExtraHeaders(headers: Record<string, string>): void {
    if (!isPlainObject(headers)) throw new FDKClientValidationError('Context value should be an object');
    this.extraHeaders.push(headers as Record<string, string>);
  }

  /** Whether a message at `level` should be logged under the configured log level. */
  logs(level: LogLevel): boolean {
    return LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(this.logLevel);
  }

  log(level: LogLevel, message: string, extra?: unknown): void {
    if (!this.logs(level)) return;
    const write = level === 'ERROR' ? console.error : level === 'WARN' ? console.warn : console.debug;
    if (extra === undefined) write(`[vitrine-sdk] ${level} ${message}`);
    else write(`[vitrine-sdk] ${level} ${message}`, extra);
  }
}
