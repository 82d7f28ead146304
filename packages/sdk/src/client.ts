import { type Api, api, type Endpoint, type EndpointResponse, signingDate } from '@vitrine/contract';
import type { z } from 'zod';
import { signRequest } from '#signer';
import type { CallArgs } from './call-args';
import type { ApplicationConfig, LocationDetails } from './config';
import { FDKResponseValidationError, FDKServerResponseError, requestFailure } from './errors';
import type { PageInfo } from './paginate';
import { PAGINATORS, Paginator, type PaginatorMethods, pageArgs } from './paginators';
import { buildQuery, fillPath } from './query';
import { type ResponseHeaders, send } from './transport';

/** Sent as `x-fp-sdk-version` (and signed). */
export const SDK_VERSION = '0.1.0';

export interface CallOptions {
  /** Resolve `[data, headers]` instead of the data alone. */
  responseHeaders?: boolean;
  /** Cancels the request (rejects with code ERR_CANCELED). */
  signal?: AbortSignal;
}

type ArgsParam<E extends Endpoint> = object extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

/** One API call: `client.catalog.getProducts(args, { responseHeaders })`. */
export interface EndpointMethod<E extends Endpoint> {
  (
    args: CallArgs<E>,
    options: CallOptions & { responseHeaders: true },
  ): Promise<[EndpointResponse<E>, ResponseHeaders]>;
  (
    ...params: [...ArgsParam<E>, options?: CallOptions & { responseHeaders?: false }]
  ): Promise<EndpointResponse<E>>;
}

export type ModuleClient<M> = { [K in keyof M]: M[K] extends Endpoint ? EndpointMethod<M[K]> : never };
export type ApiClient = {
  [K in keyof Api]: ModuleClient<Api[K]> & (K extends keyof PaginatorMethods ? PaginatorMethods[K] : unknown);
};

function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/** Lower-cases names so a later header replaces an earlier one whatever its case; drops undefined values. */
function mergeHeaders(
  ...sources: (Record<string, string | undefined> | undefined)[]
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const source of sources) {
    for (const [name, value] of Object.entries(source ?? {})) {
      if (value !== undefined && value !== null) out[name.toLowerCase()] = String(value);
    }
  }
  return out;
}

const isBrowser = typeof document !== 'undefined';

/**
 * Client of the application API, shaped like the platform's official SDK: one property per module of the contract
 * (`catalog`, `configuration`, `content`, `theme`), one method per endpoint, named as the official SDK names it.
 */
export interface ApplicationClient extends ApiClient {}

// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface adds the generated module properties
export class ApplicationClient {
  readonly config: ApplicationConfig;

  constructor(config: ApplicationConfig) {
    this.config = config;
  }

  // Each module property is made on first read and then kept on the instance (see moduleMethods).
  static {
    for (const moduleName of Object.keys(api) as (keyof Api)[]) {
      Object.defineProperty(ApplicationClient.prototype, moduleName, {
        configurable: true,
        get(this: ApplicationClient) {
          const methods = this.moduleMethods(moduleName);
          Object.defineProperty(this, moduleName, { value: methods, enumerable: true });
          return methods;
        },
      });
    }
  }

  /**
   * One module's methods (and its paginators), made the first time this client reads the module: the storefront
   * makes a client per page request and uses two or three of the modules, so building all of them up front was
   * a measurable part of every page.
   */
  private moduleMethods(moduleName: keyof Api): Record<string, unknown> {
    const endpoints = api[moduleName] as Record<string, Endpoint>;
    const methods: Record<string, unknown> = {};
    for (const [methodName, ep] of Object.entries(endpoints)) {
      methods[methodName] = (args?: Record<string, unknown>, options?: CallOptions) =>
        this.send(ep, args, options, `${moduleName} > ${methodName}`);
    }
    const paginators: Record<string, { call: string; paging: 'cursor' | 'number' }> =
      moduleName in PAGINATORS ? PAGINATORS[moduleName as keyof typeof PAGINATORS] : {};
    for (const [name, { call, paging }] of Object.entries(paginators)) {
      methods[name] = (args?: Record<string, unknown>) =>
        new Paginator(
          (cursor) =>
            this.send(
              endpoints[call],
              { ...args, ...pageArgs(paging, cursor) },
              undefined,
              `${moduleName} > ${name}`,
            ) as Promise<{ page?: PageInfo }>,
        );
    }
    return methods;
  }

  setCookie(cookie: string | undefined): void {
    this.config.setCookie(cookie);
  }

  setLocationDetails(locationDetails: LocationDetails, isNew = false): void {
    this.config.setLocationDetails(locationDetails, isNew);
  }

  setCurrencyCode(currencyCode: string): void {
    this.config.setCurrencyCode(currencyCode);
  }

  setExtraHeaders(headers: Record<string, string>): void {
    this.config.setExtraHeaders(headers);
  }

  /** Calls any contract endpoint, including ones outside `api` (the module methods use this). */
  request<E extends Endpoint>(
    endpoint: E,
    args: CallArgs<E>,
    options: CallOptions & { responseHeaders: true },
  ): Promise<[EndpointResponse<E>, ResponseHeaders]>;
  request<E extends Endpoint>(
    endpoint: E,
    ...params: [...ArgsParam<E>, options?: CallOptions & { responseHeaders?: false }]
  ): Promise<EndpointResponse<E>>;
  request(endpoint: Endpoint, args?: Record<string, unknown>, options?: CallOptions): Promise<unknown> {
    return this.send(endpoint, args, options);
  }

  private async send(
    endpoint: Endpoint,
    rawArgs: Record<string, unknown> | undefined,
    options: CallOptions = {},
    label?: string,
  ): Promise<unknown> {
    const args = rawArgs ?? {};
    const path = fillPath(endpoint.path, args);
    const query = buildQuery(endpoint, args);
    let url: URL;
    try {
      url = new URL(`${this.config.domain}${path}${query ? `?${query}` : ''}`);
    } catch (error) {
      throw requestFailure('ERR_INVALID_URL', 'Invalid URL', error);
    }
    const body = endpoint.body && args.body !== undefined ? JSON.stringify(args.body) : undefined;
    const headers = this.headers(
      args.requestHeaders as Record<string, string> | undefined,
      body !== undefined,
    );
    if (!this.config.inProcess) {
      headers['x-fp-signature'] = await signRequest({
        method: endpoint.method,
        path: url.pathname + url.search,
        headers: { ...headers, host: url.host },
        body,
      });
    }

    this.config.log('DEBUG', `${endpoint.method} ${url.href}`);
    let response: Awaited<ReturnType<typeof send>>;
    try {
      response = await send({
        method: endpoint.method,
        url: url.href,
        headers,
        body,
        timeout: this.config.timeout,
        signal: options.signal,
        fetch: this.config.fetch,
      });
    } catch (error) {
      this.logFailure(endpoint.method, url, error, label);
      throw error;
    }
    if (endpoint.method === 'HEAD') return response.headers;
    this.checkResponse(endpoint.response, response.data, label ?? `${endpoint.method} ${url.pathname}`);
    return options.responseHeaders ? [response.data, response.headers] : response.data;
  }

  private headers(
    requestHeaders: Record<string, string> | undefined,
    hasBody: boolean,
  ): Record<string, string> {
    const { applicationID, applicationToken, cookie, locationDetails, currencyCode, extraHeaders } =
      this.config;
    return mergeHeaders(
      {
        authorization: `Bearer ${base64(`${applicationID}:${applicationToken}`)}`,
        // Browsers refuse a scripted Cookie header and send the page's own cookies (credentials: include).
        cookie: cookie && !isBrowser ? cookie : undefined,
        'x-location-detail': locationDetails ? JSON.stringify(locationDetails) : undefined,
        'x-currency-code': currencyCode || undefined,
        'content-type': hasBody ? 'application/json' : undefined,
      },
      ...extraHeaders,
      requestHeaders,
      { 'x-fp-sdk-version': SDK_VERSION, 'x-fp-date': signingDate() },
    );
  }

  /** Strict: a response off the contract rejects. Otherwise it is only checked when warnings would be logged. */
  private checkResponse(schema: z.ZodType, data: unknown, label: string): void {
    const strict = this.config.options.strictResponseCheck;
    if (!strict && !this.config.logs('WARN')) return;
    const result = schema.safeParse(data);
    if (result.success) return;
    const issues = result.error.issues;
    const message = issues
      .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
      .join('. ');
    if (strict) throw new FDKResponseValidationError({ message, details: issues });
    this.config.log('WARN', `Response Validation Warnings for application > ${label}`, message);
  }

  /** Network failures and 5xx are errors; 4xx and cancellations are the caller's business. */
  private logFailure(method: string, url: URL, error: unknown, label?: string): void {
    const code = error instanceof FDKServerResponseError ? error.code : undefined;
    const serious = typeof code === 'number' ? code >= 500 : code !== 'ERR_CANCELED';
    const call = `${method} ${url.pathname}${label ? ` (${label})` : ''}`;
    this.config.log(serious ? 'ERROR' : 'DEBUG', `${call} failed: ${(error as Error).message}`);
  }
}
