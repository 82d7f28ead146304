import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { badRequest } from '../../http/errors';

/**
 * The pincode `x-location-detail` names, if any (`{"pincode": "400001", …}`). A header, not the URL: only calls
 * the shared cache does not keep may answer by it.
 */
export function locationPincode(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('x-location-detail');
  if (!header) return undefined;
  let detail: unknown;
  try {
    detail = JSON.parse(header);
  } catch {
    throw badRequest('x-location-detail must be JSON');
  }
  const pincode = (detail as { pincode?: unknown } | null)?.pincode;
  return pincode === undefined || pincode === null || pincode === '' ? undefined : String(pincode);
}
