import type { User } from '@vitrine/contract';
import { storedJson } from '@vitrine/contract';
import type { UserRow } from './users-sql';

const iso = (value: Date | string) => new Date(value).toISOString();

/** An account as the platform serves it (UserSchema); the password hash never leaves the store. */
export function userView(row: UserRow): User {
  return {
    _id: row.id,
    user_id: row.id,
    application_id: row.application_id,
    first_name: row.first_name,
    last_name: row.last_name,
    gender: row.gender,
    ...(row.dob ? { dob: row.dob } : {}),
    username: row.username,
    account_type: row.account_type,
    active: row.active,
    profile_pic_url: row.profile_pic_url,
    meta: storedJson(row.meta),
    emails: storedJson(row.emails),
    phone_numbers: storedJson(row.phone_numbers),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
