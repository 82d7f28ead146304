/** A Razorpay-style error response: thrown by a handler, sent as `{ error: { ... } }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 404,
    description: string,
    readonly source: 'business' | 'internal',
    readonly reason: string,
    readonly field?: string,
  ) {
    super(description);
  }

  get body() {
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: this.message,
        source: this.source,
        step: 'NA',
        reason: this.reason,
        metadata: {},
        ...(this.field ? { field: this.field } : {}),
      },
    };
  }
}

export const invalidInput = (description: string, field?: string) =>
  new ApiError(400, description, 'business', 'input_validation_failed', field);

export const notFound = (description = 'The id provided does not exist') =>
  new ApiError(404, description, 'business', 'input_validation_failed');

export const unauthenticated = () =>
  new ApiError(
    401,
    'Authentication failed because the key id or key secret is wrong',
    'internal',
    'authentication_failed',
  );
