/** A staff member orders can be attributed to (the settings document's `staff` list). */
export interface StaffMember {
  _id: string;
  user: string;
  employee_code: string;
  first_name: string;
  last_name: string;
  title: string;
  order_incent: boolean;
  stores: number[];
  profile_pic_url?: string;
}

export interface StaffFilters {
  order_incent?: boolean;
  ordering_store?: number;
  user?: string;
  user_name?: string;
}

/** Staff matching every filter given: incentive flag, a store they work at, their user id, a part of their name. */
export function matchingStaff(settings: { id: string; staff: StaffMember[] }, filters: StaffFilters) {
  const name = filters.user_name?.trim().toLowerCase();
  return settings.staff
    .filter(
      (member) =>
        (filters.order_incent === undefined || member.order_incent === filters.order_incent) &&
        (filters.ordering_store === undefined || member.stores.includes(filters.ordering_store)) &&
        (filters.user === undefined || member.user === filters.user) &&
        (!name || `${member.first_name} ${member.last_name}`.toLowerCase().includes(name)),
    )
    .map((member) => ({ ...member, application: settings.id }));
}
