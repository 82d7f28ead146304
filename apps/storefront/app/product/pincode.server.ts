import { apiErrorStatus } from '../catalog/page-error.server';
import type { StorefrontContext } from '../load-context';

export interface PincodeCheck {
  pincode: string;
  ok: boolean;
  message: string;
}

interface Place {
  city?: string;
  state?: string;
  display_name?: string;
  parents?: { sub_type?: string; display_name?: string; name?: string }[];
}

function placeName(place: Place, level: 'city' | 'state'): string | undefined {
  const direct = level === 'city' ? place.city : place.state;
  if (direct) return direct;
  const parent = place.parents?.find((p) => p.sub_type === level);
  return parent?.display_name ?? parent?.name;
}

/** Looks the pincode up in the logistics API and says, in words, whether and where it delivers. */
export async function checkPincode(context: StorefrontContext, raw: string): Promise<PincodeCheck> {
  const pincode = raw.trim();
  if (!pincode) return { pincode, ok: false, message: 'Pincode not provided' };
  if (!/^[1-9]\d{5}$/.test(pincode)) return { pincode, ok: false, message: 'Enter Valid Pincode' };
  try {
    const response = await context.sdk.logistic.getPincodeCity({ pincode });
    const place = response.data?.[0] as Place | undefined;
    if (!response.success || !place) {
      return { pincode, ok: false, message: response.error?.message || 'Pincode not serviceable' };
    }
    const where = [placeName(place, 'city'), placeName(place, 'state')].filter(Boolean).join(', ');
    return { pincode, ok: true, message: `Delivery available to ${where || pincode} (${pincode})` };
  } catch (error) {
    const status = apiErrorStatus(error);
    const message = status !== undefined && status < 500 ? (error as Error).message : 'Something went wrong';
    return { pincode, ok: false, message };
  }
}
