/**
 * @vitrine/sdk — the application API client, wire-compatible with the platform's official JavaScript SDK.
 *
 *   const client = new ApplicationClient(
 *     new ApplicationConfig({ applicationID, applicationToken, domain: 'http://localhost:3000/api' }),
 *   );
 *   const listing = await client.catalog.getProducts({ q: 'shirt', pageSize: 12, sortOn: 'price_asc' });
 *
 * On the server, pass the shopper's `cookie` and, to skip the network, the platform's `fetch: app.fetch`.
 */
export type { CallArgs } from './call-args';
export {
  type ApiClient,
  ApplicationClient,
  type CallOptions,
  type EndpointMethod,
  type ModuleClient,
  SDK_VERSION,
} from './client';
export {
  ApplicationConfig,
  type ApplicationConfigInit,
  type ApplicationConfigOptions,
  DEFAULT_CURRENCY_CODE,
  DEFAULT_DOMAIN,
  DEFAULT_LOG_LEVEL,
  DEFAULT_TIMEOUT,
  type LocationDetails,
  type LogLevel,
  MIN_TOKEN_LENGTH,
} from './config';
export {
  FDKClientValidationError,
  FDKException,
  FDKInvalidCredentialError,
  FDKOAuthCodeError,
  FDKResponseValidationError,
  FDKServerResponseError,
  FDKTokenIssueError,
  type RequestErrorCode,
} from './errors';
export { type PageCursor, type PageInfo, paginate } from './paginate';
export { PAGINATORS, Paginator, type PaginatorArgs } from './paginators';
export { buildQuery, fillPath, serialiseQuery } from './query';
export { signRequest } from './sign';
export type { Fetch, ResponseHeaders } from './transport';
