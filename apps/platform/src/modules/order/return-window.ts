import { storedJson } from '@vitrine/contract';
import type { Db } from '../../db/database';

/**
 * How long after delivery a shopper may return: the merchant's setting, kept in the application's settings
 * document as `returns.window_days` (a whole number of days, 0 for no returns). A shop that set nothing gets the
 * demo shop's 15 days. Cancelling needs no window: the lifecycle allows it until the parcel is dispatched.
 */
export interface ReturnSettings {
  windowDays: number;
}

const DEMO_RETURN_WINDOW_DAYS = 15;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The return settings in an application's settings document, the demo default for anything missing or wrong. */
function returnSettingsOf(settings: Record<string, unknown>): ReturnSettings {
  const days = (settings.returns as { window_days?: unknown } | undefined)?.window_days;
  const valid = typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= 365;
  return { windowDays: valid ? days : DEMO_RETURN_WINDOW_DAYS };
}

export async function loadReturnSettings(db: Db, applicationId: string): Promise<ReturnSettings> {
  const row = await db
    .selectFrom('applications')
    .select('settings')
    .where('id', '=', applicationId)
    .executeTakeFirst();
  return returnSettingsOf(row ? storedJson<Record<string, unknown>>(row.settings) : {});
}

/** The last moment a delivered shipment may be returned; undefined while it is not delivered. */
export function returnableUntil(
  deliveredAt: Date | string | null,
  settings: ReturnSettings,
): Date | undefined {
  if (!deliveredAt) return undefined;
  return new Date(new Date(deliveredAt).getTime() + settings.windowDays * DAY_MS);
}

/** Whether a shipment delivered then may still be returned at `now`. */
export function withinReturnWindow(
  deliveredAt: Date | string | null,
  settings: ReturnSettings,
  now = new Date(),
): boolean {
  const until = returnableUntil(deliveredAt, settings);
  return until !== undefined && now.getTime() <= until.getTime();
}
