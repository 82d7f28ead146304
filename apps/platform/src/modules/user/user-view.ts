import type { User } from '@vitrine/contract';
import type { UserRow } from './users-sql';

const json = <T>(value: T | string): T => (typeof value === 'string' ? JSON.parse(value) : value);
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
    meta: json(row.meta),
    emails: json(row.emails),
    phone_numbers: json(row.phone_numbers),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
