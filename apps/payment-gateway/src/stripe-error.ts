/** A Stripe-style API error: sent as `{ error: { type, message, param?, code? } }` with its status. */
export class StripeError extends Error {
  constructor(
    readonly status: 400 | 401 | 404,
    readonly type: 'invalid_request_error' | 'authentication_error',
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }

  get body() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.param ? { param: this.param } : {}),
        ...(this.code ? { code: this.code } : {}),
      },
    };
  }
}

export const stripeInvalid = (message: string, param?: string) =>
  new StripeError(400, 'invalid_request_error', message, param, param ? 'parameter_invalid' : undefined);

export const stripeMissing = (kind: string, id: string, param = 'id') =>
  new StripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, param, 'resource_missing');

export const stripeUnauthenticated = () =>
  new StripeError(
    401,
    'authentication_error',
    'Invalid API Key provided. Send your secret key as a Bearer token: Authorization: Bearer sk_test_…',
  );
