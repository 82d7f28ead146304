import { useBrowserSdk } from '@vitrine/kit';
import { useEffect, useState } from 'react';
import { type ChosenEmployee, rememberEmployee, rememberedEmployee } from './staff-choice';

type Staff = {
  _id?: string;
  first_name?: string;
  last_name?: string;
  order_incent?: boolean;
  title?: string;
};

const nameOf = (staff: Staff) => [staff.first_name, staff.last_name].filter(Boolean).join(' ');

/** Picks the employee an order is attributed to (feature cart.staff_selection); the choice is kept 15 minutes. */
export function StaffPicker() {
  const getSdk = useBrowserSdk();
  const [staff, setStaff] = useState<Staff[]>([]);
  const [chosen, setChosen] = useState<ChosenEmployee | null>(null);

  useEffect(() => {
    setChosen(rememberedEmployee());
    getSdk()
      .then((sdk) => sdk.configuration.getAppStaffList({ pageNo: 1, pageSize: 100 }))
      .then((answer) => setStaff((answer.items ?? []) as Staff[]))
      .catch(() => setStaff([]));
  }, [getSdk]);

  return (
    <section className="staff-picker">
      <label>
        Staff{' '}
        <select
          data-testid="staff-select"
          value={chosen?._id ?? ''}
          onChange={(event) => {
            const member = staff.find((s) => s._id === event.currentTarget.value);
            if (!member?._id) return;
            const employee = {
              _id: member._id,
              order_incent: member.order_incent ?? false,
              name: nameOf(member),
            };
            rememberEmployee(employee);
            setChosen(employee);
          }}
        >
          <option value="" disabled>
            Select
          </option>
          {staff.map((member) => (
            <option key={member._id} value={member._id}>
              {nameOf(member)}
              {member.title ? ` – ${member.title}` : ''}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
