import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { loadSettings } from '../configuration/settings';

interface Attribution {
  staff?: { _id: string; user: string; first_name: string; last_name: string; employee_code?: string };
  ordering_store?: number | null;
}

/**
 * Checks who the order is attributed to: a staff member only when the shop turns staff selection on
 * (feature cart.staff_selection) and only one of its staff; an ordering store only one the shop orders from.
 * Returns what the order keeps.
 */
export async function orderAttribution(db: Db, applicationId: string, given: Attribution) {
  const kept: Record<string, unknown> = {};
  if (given.staff) {
    const settings = await loadSettings(db, applicationId);
    const cart = (settings.features.cart ?? {}) as { staff_selection?: boolean };
    if (!cart.staff_selection) throw badRequest('Staff selection is not enabled for this shop');
    const member = settings.staff.find((s) => s._id === given.staff?._id);
    if (!member) throw notFound('Staff member not found');
    kept.staff = { _id: member._id, user: member.user, employee_code: member.employee_code };
  }
  if (given.ordering_store !== undefined && given.ordering_store !== null) {
    const store = await db
      .selectFrom('stores')
      .select(['uid', 'is_ordering_store'])
      .where('uid', '=', given.ordering_store)
      .executeTakeFirst();
    if (!store?.is_ordering_store) throw notFound('Ordering store not found');
    kept.ordering_store = store.uid;
  }
  return kept;
}
