import type { UserEmail, UserPhoneNumber } from '../../db/schema';
import { outboxMessages } from '../../messages/outbox';
import type { TestPlatform } from '../../testing/harness';
import { SESSION_COOKIE } from './cookie';
import { hashPassword } from './passwords';
import { startSession } from './sessions';
import { signIn } from './test-clients';
import { insertUser, newUserId } from './users-sql';

export const TEST_PASSWORD = 'Tester#2024';

interface ShopperSpec {
  email: string;
  phone?: string;
  /** Extra contacts beyond the primary, verified e-mail and phone. */
  emails?: UserEmail[];
  phones?: UserPhoneNumber[];
  password?: string | null;
}

/** Adds a shopper with a verified primary e-mail (and phone when given), signed in: `cookie` is their session. */
export async function addShopper(platform: TestPlatform, spec: ShopperSpec) {
  const id = newUserId();
  const password = spec.password === undefined ? TEST_PASSWORD : spec.password;
  const db = platform.platform.services.db;
  await insertUser(db, {
    id,
    applicationId: platform.applicationId,
    firstName: spec.email.split('@')[0],
    lastName: 'Tester',
    gender: '',
    username: spec.email,
    emails: [{ email: spec.email, active: true, primary: true, verified: true }, ...(spec.emails ?? [])],
    phoneNumbers: [
      ...(spec.phone
        ? [{ phone: spec.phone, country_code: 91, active: true, primary: true, verified: true }]
        : []),
      ...(spec.phones ?? []),
    ],
    passwordHash: password === null ? null : await hashPassword(password),
  });
  // An account without a password (opened by code) gets its session straight from the store.
  const cookie =
    password === null
      ? `${SESSION_COOKIE}=${await startSession(db, { id, application_id: platform.applicationId })}`
      : (await signIn(platform, spec.email, password)).cookie;
  return { id, email: spec.email, phone: spec.phone, password, cookie };
}

/** The newest code the dev outbox holds for a recipient (`+91…` or an e-mail), waiting for it to be sent. */
export async function latestCode(platform: TestPlatform, to: string, after = new Date(0)): Promise<string> {
  const db = platform.platform.services.db;
  for (let i = 0; i < 100; i++) {
    const [entry] = await outboxMessages(db, to);
    if (entry?.code && new Date(entry.created_at) >= after) return entry.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code reached ${to}`);
}

/** Everything the dev outbox holds for a recipient. */
export const outboxFor = (platform: TestPlatform, to: string) =>
  outboxMessages(platform.platform.services.db, to);
