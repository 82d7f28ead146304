import { ApiError } from './api-error';
import type { PayLaterErrorCode } from './pay-later';

const STATUS: Partial<Record<PayLaterErrorCode, 401 | 404>> = { unauthorized: 401 };

/** A pay-later refusal as Simpl's API sends it: `{ success: false, error_code, message }`. */
export class PayLaterError extends ApiError {
  constructor(
    readonly code: PayLaterErrorCode,
    message: string,
  ) {
    super(STATUS[code] ?? 400, message, 'business', code);
  }

  override get body() {
    return { success: false, error_code: this.code, message: this.message } as never;
  }
}
