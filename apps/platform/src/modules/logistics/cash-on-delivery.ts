import type { Db } from '../../db/database';
import { type CartRules, cartRulesOf } from '../cart/cart-rules';
import { loadSettings } from '../configuration/settings';
import { doorLimitsRefusal } from '../payment/providers/cash-on-delivery';

/** The merchant's cash-on-delivery rules, as checkout applies them. */
export async function codRulesOf(db: Db, applicationId: string): Promise<CartRules> {
  return cartRulesOf(await loadSettings(db, applicationId));
}

/** Whether cash on delivery is offered: on in this shop, and for an order worth `orderValue` (paise) within its limits. */
export function codAvailable(rules: CartRules, orderValue?: number): boolean {
  if (orderValue === undefined) return rules.cod.enabled;
  return doorLimitsRefusal({ total: orderValue, rules }, 'Cash on delivery') === undefined;
}
